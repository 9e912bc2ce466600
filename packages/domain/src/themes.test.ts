import { describe, expect, it } from 'vitest';
import {
  countryFor,
  pricesHiddenFor,
  DEFAULT_COUNTRY,
  DEFAULT_THEME,
  isCountry,
  isThemeId,
  THEME_IDS,
  THEMES,
  themeFor,
} from './themes.ts';

describe('themes', () => {
  it.each([
    ['000 §1 the active theme defaults to the appliances theme', DEFAULT_THEME, 'aol'],
    ['000 §1 country is AU by default', DEFAULT_COUNTRY, 'AU'],
    [
      '000 §1 themes wa, {product}, aoc, aol, aol-nz, hc, wac, fk',
      [...THEME_IDS].sort().join(),
      'aoc,aol,aol-nz,fk,hc,home,wa,wac',
    ],
    [
      '000 §2 main navigation hidden for {product} and hc',
      THEME_IDS.filter((t) => THEMES[t].hidesMainNavigation).join(),
      'hc,home',
    ],
    [
      '000 §6 reminders hidden for {product} and hc',
      THEME_IDS.filter((t) => THEMES[t].hidesReminders).join(),
      'hc,home',
    ],
    [
      '000 §9 search-engine analytics on wa, aol, {product}',
      THEME_IDS.filter((t) => THEMES[t].usesSearchEngineAnalytics).join(),
      'aol,wa,home',
    ],
    [
      '000 §6 commercial themes hide prices from visitors',
      THEME_IDS.filter((t) => THEMES[t].isCommercial).join(),
      'aoc,wac',
    ],
    [
      '000 §6 admin offset on the two appliance themes and hardware',
      THEME_IDS.filter((t) => THEMES[t].usesAdminOffset).join(),
      'aol,wa,hc',
    ],
    [
      '000 §2 no chevron on the hardware theme',
      THEME_IDS.filter((t) => !THEMES[t].showsViewAllChevron).join(),
      'hc',
    ],
    ['000 §1 the NZ variant', THEME_IDS.filter((t) => THEMES[t].isNz).join(), 'aol-nz'],
    ['ADR 0004 company names', THEMES.wa.companyName, 'Premier Appliances'],
    ['ADR 0004 {product} is Homestead Living', THEMES.home.companyName, 'Homestead Living'],
  ] as const)('%s', (_s, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['known id', 'aol-nz', true],
    ['unknown id', 'xyz', false],
    ['prototype key', 'toString', false],
    ['not a string', 3, false],
  ] as const)('isThemeId: %s', (_s, v, expected) => {
    expect(isThemeId(v)).toBe(expected);
  });

  it.each([
    ['000 §1 unknown configuration falls back to the default', () => themeFor('nope').id, 'aol'],
    ['000 §1 known theme', () => themeFor('hc').id, 'hc'],
    ['000 §1 configured country wins', () => countryFor('aol', 'nz'), 'NZ'],
    ['000 §1 theme country otherwise', () => countryFor('aol-nz', null), 'NZ'],
    ['000 §1 unknown country falls back', () => countryFor('aol', 'US'), 'AU'],
    ['isCountry rejects others', () => isCountry('US'), false],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });
});

describe('pricesHiddenFor', () => {
  it('hides prices from visitors of the commercial themes only', () => {
    const hiding = THEME_IDS.filter((id) => pricesHiddenFor(id, false));
    expect(hiding).toEqual(['aoc', 'wac']);
    for (const id of THEME_IDS) expect(pricesHiddenFor(id, true)).toBe(false);
  });
});
