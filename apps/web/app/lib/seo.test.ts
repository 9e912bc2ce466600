import { describe, expect, it } from 'vitest';
import { seoMeta, serializeJsonLd } from './seo.ts';
import { buildSeo } from './seo.server.ts';

const site = { canonicalOrigin: 'https://www.example.com.au', companyName: 'Appliance Central' };

describe('seo helpers', () => {
  it('builds title, lower-cased canonical, website type and a sized image', () => {
    const seo = buildSeo(site, {
      title: 'Brands',
      pageType: 'brandPage',
      path: '/Brands/',
      image: { src: '/img/logo.png', size: 'small' },
    });
    expect(seoMeta(seo)).toEqual([
      { title: 'Brands | Appliance Central' },
      { tagName: 'link', rel: 'canonical', href: 'https://www.example.com.au/brands' },
      { property: 'og:title', content: 'Brands | Appliance Central' },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: 'https://www.example.com.au/brands' },
      { name: 'description', content: 'Brands at Appliance Central: compare prices, specifications and delivery days.' },
      {
        property: 'og:description',
        content: 'Brands at Appliance Central: compare prices, specifications and delivery days.',
      },
      { property: 'og:image', content: 'https://www.example.com.au/img/logo.png' },
      { property: 'og:image:width', content: '150' },
      { property: 'og:image:height', content: '150' },
    ]);
  });

  it('gives a page without its own copy a description of at most 84 characters and an ellipsis', () => {
    const home = buildSeo(site, { title: 'Home', pageType: 'homepage', path: '/' }).description;
    expect(home).toMatch(/^Appliance Central: compare prices/);
    expect(home!.length).toBeLessThanOrEqual(84);
    const own = buildSeo(site, { title: 'x', pageType: 'product', path: '/', description: '<p>Quiet <b>and</b> fast</p>' });
    expect(own.description).toBe('Quiet and fast');
  });

  it('uses the large and medium Open Graph sizes', () => {
    expect(
      buildSeo(site, { title: 'x', pageType: 'sale', path: '/', image: { src: 'a', size: 'large' } }).image,
    ).toMatchObject({ width: 1600, height: 630 });
    expect(
      buildSeo(site, { title: 'x', pageType: 'product', path: '/', image: { src: 'a', size: 'medium' } })
        .image,
    ).toMatchObject({ width: 350, height: 380 });
  });

  it('keeps script-closing text out of JSON-LD', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
