import { CHECKOUT_COPY } from '@shop/domain';
import { ACCOUNT_COPY } from './account.ts';

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
  ...ACCOUNT_COPY,
} as const;

type Sections = typeof BASE_COPY;

/** A full catalogue: every section and key of the base, each a string. */
export type Copy = { readonly [S in keyof Sections]: { readonly [K in keyof Sections[S]]: string } };

/** What a theme changes: any keys of any sections, nothing new. */
export type CopyOverrides = { readonly [S in keyof Copy]?: Partial<Copy[S]> };

/** The base with a theme's overrides laid over it, section by section. */
export function mergeCopy(base: Copy, overrides: CopyOverrides): Copy {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, values] of Object.entries(overrides)) {
    merged[section] = { ...base[section as keyof Copy], ...values };
  }
  return merged as Copy;
}
