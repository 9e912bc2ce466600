import { z } from 'zod';

// docs/decisions/0024-hidden-prices.md: themes that hide prices from visitors answer them with every amount below set
// to null and `pricesHidden: true`. The server finds the amounts by these very schema objects, so an amount declared
// with anything else is shown to everyone.

/** An amount in dollars; null when the answer hides prices (or, for optional amounts such as rrp, when there is none). */
export const HideablePrice = z.number().nullable();

/** True on an answer whose amounts were hidden: clients show 'LOG IN FOR PRICE' where the amounts would be. */
export const PricesHidden = z.literal(true).optional();

/** Facet key of the price-range filter, left out of listings that hide prices (its ranges and counts tell prices). */
export const PRICE_FACET_KEY = 'price';
