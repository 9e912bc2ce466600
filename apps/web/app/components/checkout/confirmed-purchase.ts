import type { BrowserApi } from '@shop/contracts';
import { CHECKOUT_PATHS, type ThemeId } from '@shop/domain';

// 001 §7 purchase for an order paid through a provider or Zip in store (ADR 0029). The page that learns the order is
// placed no longer holds what was charged (a provider's return is a fresh page load, and the server may have changed
// the order since), so the figures come from the order as placed: GET /api/checkout/confirmation for the id the
// answer's confirmation address names.

/** The order's id in a confirmation address (`/customer/confirmation?id=…`), or null for any other address. */
export function confirmationIdOf(redirectUrl: string | null | undefined): string | null {
  if (!redirectUrl) return null;
  try {
    const url = new URL(redirectUrl, 'http://storefront.invalid');
    return url.pathname === CHECKOUT_PATHS.confirmation ? url.searchParams.get('id') || null : null;
  } catch {
    return null;
  }
}

/**
 * Pushes the placed order's purchase once (never again for the same order number in this browser). Without the
 * order's figures (no id, the confirmation did not answer) nothing is pushed: the shopper still goes on to the
 * confirmation, which is what matters to them.
 */
export async function trackPlacedOrder(
  api: BrowserApi,
  input: {
    redirectUrl: string | null;
    cartId: string | null;
    themeId: ThemeId;
    selectedPaymentOption: number;
  },
): Promise<boolean> {
  const id = confirmationIdOf(input.redirectUrl) ?? input.cartId;
  if (!id) return false;
  try {
    const order = await api.checkoutConfirmation(id);
    // The event builders are fetched here, with the one event they build, not with the page.
    const { trackConfirmedPurchase } = await import('../../lib/checkout-analytics.ts');
    return trackConfirmedPurchase({
      order,
      themeId: input.themeId,
      selectedPaymentOption: input.selectedPaymentOption,
    });
  } catch {
    return false;
  }
}
