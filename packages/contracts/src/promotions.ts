import { z } from 'zod';
import { PricesHidden } from './prices.ts';
import { Product, RibbonType } from './products.ts';

// Promotions / rewards (spec 000 §3). Dates are ISO 8601 strings; the web formats 'Offer Ends …' with offerEndsText.

export const PromotionSummary = z.object({
  /** /promotion/{path} */
  path: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  brand: z.object({ name: z.string(), uri: z.string() }).nullable(),
  thumbnailImg: z.string().nullable(),
  ribbon: RibbonType.nullable(),
  featured: z.boolean(),
  /** Category uris (as in /c/{uri}) the promotion applies to. */
  categories: z.array(z.string()),
  /** Skus of the promoted products (the detail call gives them as Products). */
  products: z.array(z.string()),
  /** Claim form address (opens in a new tab); null when the reward applies automatically. */
  redemption: z.string().nullable(),
  redemptionEndDate: z.string().nullable(),
  /** True when the redemption window is still open (now before redemptionEndDate). */
  childHasActiveRedemption: z.boolean(),
  rewardLabel: z.string().nullable(),
  /** now is inside [startDate, endDate]. */
  isCurrent: z.boolean(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

/**
 * GET /api/v2/promotions?all&featured&brand : current promotions by default, featured first, then by end date.
 * `all=true` includes past and future ones; `featured=true` only featured; `brand` a brand uri.
 */
export const PromotionListQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  brand: z.string().max(120).optional(),
});
export const PromotionList = z.object({
  promotions: z.array(PromotionSummary),
  totalCount: z.number().int(),
});
export type PromotionList = z.infer<typeof PromotionList>;

/** GET /api/v2/promotions/{uri}: any existing promotion (past ones too, see isCurrent); 404 when unknown. */
export const PromotionDetail = PromotionSummary.omit({ products: true }).extend({
  /** Sanitised HTML (server-kit sanitizeHtml). */
  body: z.string(),
  products: z.array(Product),
  pricesHidden: PricesHidden,
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;
export const PromotionUriParams = z.object({ uri: z.string().min(1).max(200) });
