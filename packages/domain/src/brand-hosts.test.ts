import { describe, expect, it } from 'vitest';
import {
  BRAND_COOKIE,
  brandForHost,
  brandFromCookie,
  developmentHostTable,
  hostForBrand,
  normaliseHost,
  parseHostTable,
  sisterTheme,
} from './brand-hosts.ts';
import { THEME_IDS } from './themes.ts';

describe('parseHostTable', () => {
  it('reads host=theme entries, the theme country by default and an explicit one after a slash', () => {
    const table = parseHostTable(
      'www.premier.com.au=wa, WWW.Central.co.nz=aol-nz\n www.homestead.co.nz=home/nz shop.test:8443=hc',
    );
    expect([...table]).toEqual([
      ['www.premier.com.au', { theme: 'wa', country: 'AU' }],
      ['www.central.co.nz', { theme: 'aol-nz', country: 'NZ' }],
      ['www.homestead.co.nz', { theme: 'home', country: 'NZ' }],
      ['shop.test:8443', { theme: 'hc', country: 'AU' }],
    ]);
  });

  it('is empty for an empty setting', () => {
    expect(parseHostTable('  ').size).toBe(0);
  });

  it.each([
    ['www.shop.com.au', 'is not host=theme'],
    ['www.shop.com.au=nope', 'the theme must be one of'],
    ['www.shop.com.au=wa/US', 'the country must be AU or NZ'],
    ['http://www.shop.com.au=wa', 'is not host=theme'],
    ['a.test=wa,A.test=hc', 'is named twice'],
    ['a.test=wa=hc', 'is not host=theme'],
  ])('refuses %s with its reason', (text, reason) => {
    expect(() => parseHostTable(text)).toThrow(reason);
  });
});

describe('brandForHost', () => {
  const table = parseHostTable('www.premier.com.au=wa,shop.test:8443=hc,www.homestead.co.nz=home/NZ');

  it('finds the exact host, then the host without its port', () => {
    expect(brandForHost(table, 'WWW.Premier.com.au')).toEqual({ theme: 'wa', country: 'AU' });
    expect(brandForHost(table, 'www.premier.com.au:443')).toEqual({ theme: 'wa', country: 'AU' });
    expect(brandForHost(table, 'www.homestead.co.nz.')).toEqual({ theme: 'home', country: 'NZ' });
    expect(brandForHost(table, 'shop.test:8443')).toEqual({ theme: 'hc', country: 'AU' });
  });

  it('knows nothing of other hosts, other ports of a port entry, or malformed ones', () => {
    expect(brandForHost(table, 'shop.test')).toBeNull();
    expect(brandForHost(table, 'premier.com.au')).toBeNull();
    expect(brandForHost(table, 'www.premier.com.au/evil')).toBeNull();
    expect(brandForHost(table, undefined)).toBeNull();
    expect(brandForHost(table, '')).toBeNull();
  });

  it('serves every theme at <theme>.localhost in development, on any port', () => {
    const dev = developmentHostTable();
    for (const id of THEME_IDS) expect(brandForHost(dev, `${id}.localhost:3000`)?.theme).toBe(id);
    expect(brandForHost(dev, 'aol-nz.localhost')).toEqual({ theme: 'aol-nz', country: 'NZ' });
    expect(brandForHost(dev, 'localhost:3000')).toBeNull();
  });
});

describe('hostForBrand', () => {
  it('is the first host the table names for the brand and country', () => {
    const table = parseHostTable('a.test=wa,b.test=wa,c.test=home/NZ,d.test=home');
    expect(hostForBrand(table, { theme: 'wa', country: 'AU' })).toBe('a.test');
    expect(hostForBrand(table, { theme: 'home', country: 'AU' })).toBe('d.test');
    expect(hostForBrand(table, { theme: 'home', country: 'NZ' })).toBe('c.test');
    expect(hostForBrand(table, { theme: 'hc', country: 'AU' })).toBeNull();
  });
});

describe('brandFromCookie', () => {
  it('reads a known theme from the switch cookie only', () => {
    expect(brandFromCookie(`a=1; ${BRAND_COOKIE}=hc; b=2`)).toBe('hc');
    expect(brandFromCookie(`${BRAND_COOKIE}=nope`)).toBeNull();
    expect(brandFromCookie('x_shop_brand=hc')).toBeNull();
    expect(brandFromCookie(undefined)).toBeNull();
  });
});

describe('normaliseHost', () => {
  it('lower-cases, drops a trailing dot and refuses anything but a host and port', () => {
    expect(normaliseHost(' Shop.Test.:80 ')).toBe('shop.test:80');
    expect(normaliseHost('shop.test@evil')).toBe('');
  });
});

describe('sisterTheme', () => {
  it("is aol-nz for aol's New Zealand site and back, and the brand's own theme otherwise", () => {
    expect(sisterTheme('aol', 'NZ')).toBe('aol-nz');
    expect(sisterTheme('aol-nz', 'AU')).toBe('aol');
    expect(sisterTheme('home', 'NZ')).toBe('home');
    expect(sisterTheme('aol', 'AU')).toBe('aol');
  });
});
