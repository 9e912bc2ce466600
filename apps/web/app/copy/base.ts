import { CHECKOUT_COPY, LOCATION_COPY } from '@shop/domain';
import { ACCOUNT_MENU_COPY } from './account.ts';
import { LAYOUT_COPY } from './layout.ts';
import type { PageSections } from './pages/index.ts';

// The default theme's words: every key every theme shows. Strings the spec quotes stay letter for letter; the rest
// are ours (docs/decisions/0018-copy-catalogue.md). Rules that also run on the servers keep their quoted strings in
// packages/domain, and this catalogue takes them from there instead of retyping them.

export const BASE_COPY = {
  shell: {
    /** 000 §2: the masthead heading until the page sets it. */
    loading: 'Loading...',
    launch: 'Launch',
  },
  checkoutHeader: {
    continueShopping: CHECKOUT_COPY.continueShopping,
    back: CHECKOUT_COPY.back,
    supportMobile: CHECKOUT_COPY.supportMobile,
    /** 001 §2: '24/7 Australia Customer Support' on "the other theme" (themes.server.ts). */
    supportDesktop: CHECKOUT_COPY.supportDesktop,
  },
  search: {
    label: 'Search products',
    placeholder: 'Search products, brands and more',
    button: 'Search',
    /** 000 §2 */
    heading: 'Products',
    /** 000 §2 */
    viewAll: 'View all products',
    empty: 'No matching products',
  },
  stores: {
    /** 000 §2 store panel */
    yourStore: 'Your Store',
    details: 'View Store Details',
    tour: 'View Virtual Tour',
    change: 'Change Store',
    directions: 'Get Directions',
    setStore: 'Set as my store',
    appointmentOnly: 'This store is open by appointment only. Please call us to book a visit.',
    loading: 'Loading your store…',
    none: 'You haven’t chosen a store yet.',
    hideLocation: 'Hide delivery location',
    /** 000 §2 */
    changeLocation: LOCATION_COPY.change,
    openingHours: 'Opening hours',
    today: '(today)',
    closed: 'Closed',
    newTab: '(opens in a new tab)',
  },
  cart: {
    addToCart: 'Add to cart',
    adding: 'Adding…',
    /** 001 §8 */
    requestAssistance: CHECKOUT_COPY.requestAssistance,
    /** 001 §2 */
    editCart: CHECKOUT_COPY.editCart,
    /** 001 §2 */
    orderSummary: CHECKOUT_COPY.orderSummary,
    subtotal: 'Subtotal',
    couponDiscount: 'Coupon discount',
    giftCards: 'Gift cards',
    delivery: 'Delivery',
    free: CHECKOUT_COPY.free,
    total: 'Total',
    youSave: 'You save',
  },
  ...LAYOUT_COPY,
  accountMenu: ACCOUNT_MENU_COPY,
} as const;

/** A section's keys, each a string (a theme may word any of them differently). */
export type Strings<Section> = { readonly [K in keyof Section]: string };

/** A full catalogue: every section and key of the base, each a string. */
export type Copy = { readonly [S in keyof typeof BASE_COPY]: Strings<(typeof BASE_COPY)[S]> };

/** The per-route sections, which only their routes' chunks carry (copy/pages/index.ts). */
export type PageCopy = { readonly [S in keyof PageSections]: Strings<PageSections[S]> };

/** What a theme changes: any keys of any base or page sections, nothing new. */
export type CopyOverrides = { readonly [S in keyof (Copy & PageCopy)]?: Partial<(Copy & PageCopy)[S]> };

type Catalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The base with a theme's overrides laid over it, section by section. */
export function mergeCopy<C extends Catalogue>(base: C, overrides: CopyOverrides): C {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, values] of Object.entries(overrides)) {
    if (section in base) merged[section] = { ...base[section], ...values };
  }
  return merged as C;
}
