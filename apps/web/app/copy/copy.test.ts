import { describe, expect, it } from 'vitest';
import { CHECKOUT_COPY, THEME_IDS } from '@shop/domain';
import { BASE_COPY, mergeCopy } from './base.ts';
import { PAGE_COPY } from './pages/all.server.ts';
import { copyFor, THEME_COPY } from './themes.server.ts';

const ALL_SECTIONS = { ...BASE_COPY, ...PAGE_COPY };

describe('copy catalogue', () => {
  it('every theme has every key of the base, each a non-empty string', () => {
    for (const theme of THEME_IDS) {
      const copy = copyFor(theme);
      for (const [section, values] of Object.entries(ALL_SECTIONS)) {
        const themed = copy[section as keyof typeof copy] as Record<string, unknown>;
        for (const key of Object.keys(values))
          expect(themed[key], `${theme} ${section}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('no per-route section takes the name of a base section', () => {
    for (const section of Object.keys(PAGE_COPY)) expect(BASE_COPY, section).not.toHaveProperty(section);
  });

  it('copyFor gives loaders the per-route sections too', () => {
    expect(copyFor('aol').notFound.title).toBe('Page not found');
    expect(copyFor('fk').storeFinder.title).toBe(PAGE_COPY.storeFinder.title);
  });

  it('a theme overrides only keys the base has', () => {
    for (const [theme, overrides] of Object.entries(THEME_COPY)) {
      for (const [section, values] of Object.entries(overrides)) {
        const base = (ALL_SECTIONS as Record<string, Record<string, string>>)[section];
        expect(base, `${theme} ${section}`).toBeDefined();
        for (const key of Object.keys(values ?? {}))
          expect(base, `${theme} ${section}.${key}`).toHaveProperty(key);
      }
    }
  });

  it("001 §2: '24/7 Australia Customer Support' on the furniture themes, '24/7 Customer Support' elsewhere", () => {
    expect(copyFor('fk').checkoutHeader.supportDesktop).toBe('24/7 Australia Customer Support');
    expect(copyFor('home').checkoutHeader.supportDesktop).toBe(CHECKOUT_COPY.supportDesktopAu);
    expect(copyFor('aol').checkoutHeader.supportDesktop).toBe('24/7 Customer Support');
    expect(copyFor('hc').checkoutHeader.supportDesktop).toBe('24/7 Customer Support');
  });

  it('spec strings stay letter for letter', () => {
    expect(BASE_COPY.shell.loading).toBe('Loading...');
    expect(BASE_COPY.search.viewAll).toBe('View all products');
    expect(BASE_COPY.stores.directions).toBe('Get Directions');
    expect(BASE_COPY.cart.requestAssistance).toBe('Request Assistance');
    expect(BASE_COPY.breadcrumbs.home).toBe('Home');
    expect(BASE_COPY.location.title).toBe('Your delivery location');
    expect(BASE_COPY.location.placeholder).toBe('Enter delivery Postcode');
    expect(BASE_COPY.dialogs.closeError).toBe('Close Error Message');
    expect(PAGE_COPY.notFound.message).toBe('The page you looking for does not exist, please try again');
  });

  it('merging keeps the base object untouched and the other sections shared', () => {
    const merged = mergeCopy(BASE_COPY, { cart: { total: 'Order total' } });
    expect(merged.cart.total).toBe('Order total');
    expect(merged.cart.subtotal).toBe(BASE_COPY.cart.subtotal);
    expect(merged.search).toBe(BASE_COPY.search);
    expect(BASE_COPY.cart.total).toBe('Total');
  });
});
