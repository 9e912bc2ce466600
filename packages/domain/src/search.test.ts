import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSubmitSearch,
  lowerCaseQueryValue,
  prepareSearchTerm,
  sanitiseSearchTerm,
  searchDropdownLayout,
  searchResultsPath,
  shouldFetchSuggestions,
  shouldSearchLocations,
  siteSearchParams,
} from './search.ts';

describe('sanitiseSearchTerm', () => {
  it.each([
    ['000 §5 angle brackets become spaces', '<script>fridge', ' script fridge'],
    ['000 §5 semicolons become spaces', 'lg;drop', 'lg drop'],
    ['000 §5 double dots become spaces', '../etc', ' /etc'],
    ['000 §5 letters digits - _ + . / whitespace kept', 'LG-65_in+ 4.5/kg', 'LG-65_in+ 4.5/kg'],
    ['000 §5 other characters dropped', 'fisher & paykel!', 'fisher  paykel'],
    ['000 §5 letters beyond ASCII kept', 'Café', 'Café'],
    ['000 §5 dots brought together by removal', '.!.', ' '],
  ] as const)('%s', (_s, input, expected) => {
    expect(sanitiseSearchTerm(input)).toBe(expected);
  });

  it('property: sanitising is idempotent and leaves no forbidden characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        const once = sanitiseSearchTerm(s);
        return sanitiseSearchTerm(once) === once && !/[<>;]|\.\./.test(once);
      }),
    );
  });
});

describe('search input', () => {
  it.each([
    ['000 §5 max 100 characters', () => prepareSearchTerm('a'.repeat(120)).length, 100],
    ['000 §5 keyword trimmed', () => prepareSearchTerm('  oven  '), 'oven'],
    ['000 §5 suggestions at 2 trimmed characters', () => shouldFetchSuggestions(' ab '), true],
    ['000 §5 no suggestions under 2', () => shouldFetchSuggestions(' a '), false],
    ['000 §2 empty trimmed keyword does nothing', () => canSubmitSearch('   '), false],
    ['000 §2 non-empty keyword submits', () => canSubmitSearch('tv'), true],
    ['000 §5 query values lower-cased', () => lowerCaseQueryValue('LG OLED'), 'lg oled'],
    ['000 §2 search results path', () => searchResultsPath(' LG oven '), '/search/LG%20oven'],
    ['000 §6 signed-in adds wid=true', () => siteSearchParams({ q: 'x' }, true), { q: 'x', wid: 'true' }],
    ['000 §6 visitors do not', () => siteSearchParams({ q: 'x' }, false), { q: 'x' }],
    ['000 §5 location typeahead min 2', () => shouldSearchLocations('2'), false],
    ['000 §5 location typeahead at 2', () => shouldSearchLocations('20'), true],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('searchDropdownLayout', () => {
  it.each([
    ['000 §9 small screens: 4 for {product}', 'home', 800, 4, 90],
    ['000 §9 small screens: 4 for NZ', 'aol-nz', 974, 4, 90],
    ['000 §9 small screens: 3 for hardware', 'hc', 500, 3, 90],
    ['000 §9 small screens: 3 for wa', 'wa', 500, 3, 100],
    ['000 §9 small screens: 3 for others', 'aol', 974, 3, 100],
    ['000 §9 wider screens: 8 for {product}', 'home', 975, 8, 90],
    ['000 §9 wider screens: 8 for hardware', 'hc', 1200, 8, 90],
    ['000 §9 wider screens: 8 for NZ', 'aol-nz', 1200, 8, 90],
    ['000 §9 wider screens: 6 for wa', 'wa', 1200, 6, 100],
    ['000 §9 wider screens: 6 for the others', 'aoc', 1200, 6, 100],
  ] as const)('%s', (_s, theme, width, count, thumb) => {
    expect(searchDropdownLayout(theme, width)).toEqual({ productCount: count, thumbnailPx: thumb });
  });
});
