import { z } from 'zod';
import { Cart } from './cart.ts';
import { CompareList } from './compare.ts';
import { GeoData } from './geo.ts';

// docs/decisions/0048-personal-parts-after-load.md. The personal parts of a shared catalogue page (ADR 0042) in one
// read after load: each part is the answer of its own endpoint, unchanged, so the page's stores take it as they took
// those answers; the endpoints stay for every later refresh and write.

/** The header's share of the account (000 §3 'Account info'): the first name only. */
export const HeaderAccountInfo = z.object({ firstName: z.string() });
export type HeaderAccountInfo = z.infer<typeof HeaderAccountInfo>;

/**
 * GET /api/shopper/: the cart (as GET /api/cart/), the compare list (GET /api/compare/), the delivery location
 * (GET /api/geo) and, when the request is signed in, the header's account (null otherwise). Never cached.
 */
export const ShopperState = z.object({
  cart: Cart,
  compare: CompareList,
  geo: GeoData,
  account: HeaderAccountInfo.nullable(),
});
export type ShopperState = z.infer<typeof ShopperState>;
