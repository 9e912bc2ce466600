import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  maskEmailsInTrackedUrl,
  OPEN_GRAPH_IMAGE_SIZES,
  openGraphType,
  pageTitle,
  SCHEMA_AVAILABILITY,
} from './seo.ts';
import { STOCK_STATUSES } from './promotions.ts';

describe('pageTitle', () => {
  it.each([
    ['000 §9 title gets | {company} when asked', 'Fridges', true, 'Fridges | Appliance Central'],
    ['000 §9 not when not asked', 'Fridges', false, 'Fridges'],
    [
      '000 §9 not when already ending with it',
      'Fridges | Appliance Central',
      true,
      'Fridges | Appliance Central',
    ],
  ] as const)('%s', (_s, title, append, expected) => {
    expect(pageTitle(title, 'Appliance Central', append)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['000 §9 forced to https', 'http://shop.example/fridges', undefined, 'https://shop.example/fridges'],
    ['000 §9 lower case', 'https://Shop.Example/Fridges/LG', undefined, 'https://shop.example/fridges/lg'],
    [
      '000 §9 trailing slash removed off root',
      'https://shop.example/fridges/',
      undefined,
      'https://shop.example/fridges',
    ],
    ['000 §9 trailing slash kept on root', 'https://shop.example', undefined, 'https://shop.example/'],
    [
      '000 §9 trailing slash when requested',
      'https://shop.example/fridges',
      true,
      'https://shop.example/fridges/',
    ],
    [
      '000 §9 query kept after the path',
      'http://shop.example/search/?Q=LG',
      undefined,
      'https://shop.example/search?q=lg',
    ],
    ['000 §9 a bare path stays a path', '/Brands/', undefined, '/brands'],
    ['000 §9 scheme-relative', '//shop.example/A/', true, 'https://shop.example/a/'],
  ] as const)('%s', (_s, url, trailingSlash, expected) => {
    expect(canonicalUrl(url, trailingSlash === undefined ? undefined : { trailingSlash })).toBe(expected);
  });
});

describe('maskEmailsInTrackedUrl', () => {
  it.each([
    [
      '000 §5 e-mail masked on a sensitive page',
      'https://s.example/account/reset?email=jo.b@mail.com',
      ['/account/'],
      'https://s.example/account/reset?email=[email]',
    ],
    [
      '001 §7 encoded @ masked too',
      'https://s.example/customer/confirmation?e=jo%40mail.com.au',
      ['confirmation'],
      'https://s.example/customer/confirmation?e=[email]',
    ],
    [
      '000 §5 other pages untouched',
      'https://s.example/p/x?email=jo@mail.com',
      ['/account/'],
      'https://s.example/p/x?email=jo@mail.com',
    ],
    [
      '000 §5 empty fragments never match',
      'https://s.example/?e=jo@mail.com',
      [''],
      'https://s.example/?e=jo@mail.com',
    ],
  ] as const)('%s', (_s, url, fragments, expected) => {
    expect(maskEmailsInTrackedUrl(url, fragments)).toBe(expected);
  });
});

describe('open graph', () => {
  it.each([
    ['000 §3 article for a static page', 'static', 'article'],
    ['000 §3 product', 'product', 'product'],
    ['000 §3 product.group for a category', 'categoryPage', 'product.group'],
    ['000 §3 product.group for search', 'search', 'product.group'],
    ['000 §3 website otherwise', 'homepage', 'website'],
  ] as const)('%s', (_s, pageType, expected) => {
    expect(openGraphType(pageType)).toBe(expected);
  });

  it('000 §3 image sizes small 150x150, medium 350x380, large 1600x630', () => {
    expect(OPEN_GRAPH_IMAGE_SIZES).toEqual({
      small: { width: 150, height: 150 },
      medium: { width: 350, height: 380 },
      large: { width: 1600, height: 630 },
    });
  });
});

describe('schema.org availability', () => {
  it('every stock status has one', () => {
    for (const status of STOCK_STATUSES)
      expect(SCHEMA_AVAILABILITY[status]).toMatch(/^https:\/\/schema\.org\//);
    expect(SCHEMA_AVAILABILITY.supersededAndNoStock).toBe('https://schema.org/Discontinued');
  });
});
