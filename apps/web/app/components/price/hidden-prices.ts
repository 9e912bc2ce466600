import { PRICE_COPY, priceDisplay, type PriceDisplay, type ThemeId } from '@shop/domain';

// The API answers null for every amount a visitor of a commercial theme may not see (docs/decisions/0024); a page
// that believes the shopper signed in (the cookies say so) may still get nulls when the token no longer verifies,
// and then shows 'LOG IN FOR PRICE' too, never 'Request Price' or 'N/A'.

/** The pricing of an answer with its price shown, or null when the API hid it. */
export function shownPricing<T extends { price: number | null }>(
  p: T,
): (Omit<T, 'price'> & { price: number }) | null {
  return p.price === null ? null : { ...p, price: p.price };
}

/** priceDisplay, with a hidden (null) amount read as hidden whatever the page thinks of the sign-in. */
export function hiddenAwareDisplay(
  amount: number | null,
  ctx: { themeId: ThemeId; isAuthenticated: boolean },
): PriceDisplay {
  return amount === null ? { kind: 'login', text: PRICE_COPY.logInForPrice } : priceDisplay(amount, ctx);
}
