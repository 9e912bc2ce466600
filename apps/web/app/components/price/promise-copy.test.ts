import { COUNTRIES, THEME_IDS, THEMES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMISE_START_YEAR,
  hasPriceMatchGuarantee,
  PRICE_MATCH_COPY,
  promiseYears,
  valuePromiseCopy,
  VALUE_PROMISE_START_YEAR_SETTING,
} from './promise-copy.ts';

const text = (copy: { title: string; paragraphs: string[]; points: string[] }) =>
  [copy.title, ...copy.paragraphs, ...copy.points].join('\n');

describe('valuePromiseCopy', () => {
  const all = THEME_IDS.flatMap((themeId) =>
    COUNTRIES.map((country) => ({
      themeId,
      country,
      copy: valuePromiseCopy({ themeId, country, companyName: THEMES[themeId].companyName, years: 120 }),
    })),
  );

  it('gives every brand its own wording in each country', () => {
    expect(new Set(all.map((a) => text(a.copy))).size).toBe(THEME_IDS.length * COUNTRIES.length);
    for (const country of COUNTRIES) {
      const opening = all.filter((a) => a.country === country).map((a) => a.copy.paragraphs.join(' '));
      expect(new Set(opening).size).toBe(THEME_IDS.length);
    }
  });

  it.each(THEME_IDS)('%s: names the company and its years, in AU and NZ terms', (themeId) => {
    const name = THEMES[themeId].companyName;
    const au = text(valuePromiseCopy({ themeId, country: 'AU', companyName: name, years: 120 }));
    const nz = text(valuePromiseCopy({ themeId, country: 'NZ', companyName: name, years: 120 }));
    expect(au).toContain(`For 120 years ${name} has`);
    expect(nz).toContain(`For 120 years ${name} has`);
    expect(au).toContain('Australians');
    expect(au).toContain('Prices are in Australian dollars and include GST.');
    expect(au).not.toMatch(/New Zealand/);
    expect(nz).toContain('New Zealanders');
    expect(nz).toContain('Prices are in New Zealand dollars and include GST.');
    expect(nz).not.toMatch(/Australia/);
  });

  it('promises next-day delivery in AU and fast free delivery in NZ where the brand delivers to homes', () => {
    const aol = (country: 'AU' | 'NZ') =>
      text(valuePromiseCopy({ themeId: 'aol', country, companyName: 'Appliance Central', years: 3 }));
    expect(aol('AU')).toContain('Free next-day delivery on thousands of products to most metro areas.');
    expect(aol('NZ')).toContain('Fast free delivery to most of New Zealand on thousands of products.');
  });

  it('speaks of account prices on the commercial brands only', () => {
    for (const themeId of THEME_IDS) {
      const copy = text(
        valuePromiseCopy({ themeId, country: 'AU', companyName: THEMES[themeId].companyName, years: 5 }),
      );
      expect(/once you sign in/.test(copy), themeId).toBe(THEMES[themeId].isCommercial);
    }
  });

  it('words one year in the singular and leaves the count out when there is none', () => {
    const one = valuePromiseCopy({ themeId: 'hc', country: 'AU', companyName: 'Hardware Central', years: 1 });
    expect(one.paragraphs[0]).toMatch(/^For 1 year Hardware Central has backed Australians/);
    const none = valuePromiseCopy({
      themeId: 'home',
      country: 'NZ',
      companyName: 'Homestead Living',
      years: null,
    });
    expect(none.paragraphs[0]).toMatch(/^Homestead Living has always helped New Zealanders/);
  });
});

describe('promiseYears', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const settings = (value: string) => ({ items: [{ name: VALUE_PROMISE_START_YEAR_SETTING, value }] });

  it('counts whole years from the configured start year', () => {
    expect(promiseYears(settings('1990'), now)).toBe(36);
    expect(promiseYears(settings(' 2025 '), now)).toBe(1);
  });

  it('counts from 1906 (000 §9) when the setting is absent or unreadable', () => {
    expect(DEFAULT_PROMISE_START_YEAR).toBe(1906);
    expect(promiseYears(null, now)).toBe(120);
    expect(promiseYears({ items: [] }, now)).toBe(120);
    expect(promiseYears(settings('soon'), now)).toBe(120);
    expect(promiseYears(settings('19.5'), now)).toBe(120);
    expect(promiseYears(settings('1200'), now)).toBe(120);
  });

  it('gives no count for a start year not yet passed', () => {
    expect(promiseYears(settings('2026'), now)).toBeNull();
    expect(promiseYears(settings('2030'), now)).toBeNull();
  });
});

describe('price match guarantee', () => {
  it('belongs to the NZ appliance theme only', () => {
    expect(THEME_IDS.filter(hasPriceMatchGuarantee)).toEqual(['aol-nz']);
  });

  it('sets out the conditions in New Zealand terms', () => {
    expect(PRICE_MATCH_COPY.title).toBe('Price Match Guarantee');
    expect(text(PRICE_MATCH_COPY)).toContain('based in New Zealand');
    expect(text(PRICE_MATCH_COPY)).toContain('include GST');
  });
});
