import { describe, expect, it } from 'vitest';
import { renderDemoImage } from './images.ts';

describe('renderDemoImage', () => {
  it.each([
    '/images/demo/fridge/stainless-1.svg',
    '/images/demo/sofa/oatmeal-3.svg',
    '/images/demo/tv/thumb/black-2.svg',
    '/images/demo/brand/fisher-and-paykel.svg',
    '/images/demo/store/richmond.svg',
    '/images/demo/sale/homePageBanner.svg',
    '/images/demo/promo/lg-cashback-laundry.svg',
    '/images/demo/category/oven.svg',
  ])('draws %s', (path) => {
    const svg = renderDemoImage(path);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    expect(svg).toContain('<title>');
    expect(svg).toMatch(/<\/svg>$/);
  });

  it('is deterministic and sizes thumbnails smaller', () => {
    expect(renderDemoImage('/images/demo/washer/white-1.svg')).toBe(
      renderDemoImage('/images/demo/washer/white-1.svg'),
    );
    expect(renderDemoImage('/images/demo/washer/thumb/white-1.svg')).toContain('width="200"');
    expect(renderDemoImage('/images/demo/washer/white-1.svg')).toContain('width="800"');
  });

  it('escapes names in the markup', () => {
    expect(renderDemoImage('/images/demo/brand/fisher-and-paykel.svg')).toContain('Fisher &amp; Paykel');
  });

  it.each([
    '/images/demo/fridge/plaid-1.svg',
    '/images/demo/spaceship/stainless-1.svg',
    '/images/demo/brand/unknown-brand.svg',
    '/images/demo/fridge/stainless-1.png',
    '/images/demo/../etc/passwd.svg',
    '/images/other/fridge.svg',
    '',
  ])('returns null for %s', (path) => {
    expect(renderDemoImage(path)).toBeNull();
  });
});
