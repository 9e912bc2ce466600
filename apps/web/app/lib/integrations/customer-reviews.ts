import { MERCHANT_ID_PATTERN, REVIEWS_SCRIPT_URL } from '@shop/domain/integrations';
import { loadScript } from '../script-loader.ts';

// The customer-reviews service (000 §7, 001 §7): its badge on every page and, on the order confirmation, its survey
// opt-in; both only when a merchant id is configured. One platform script serves both.

interface ReviewsPlatform {
  load(module: string, callback: () => void): void;
  ratingbadge?: { render(container: HTMLElement, options: Record<string, unknown>): void };
  surveyoptin?: { render(options: Record<string, unknown>): void };
}

declare global {
  interface Window {
    gapi?: ReviewsPlatform;
  }
}

/** 001 §3 "Survey opt-in payload". */
export interface SurveyOptIn {
  orderId: string;
  email: string;
  deliveryCountry: string;
  /** yyyy-MM-dd (001 §9). */
  estimatedDeliveryDate: string;
}

const offered = new Set<string>();

export function isMerchantId(merchantId: string): boolean {
  return MERCHANT_ID_PATTERN.test(merchantId);
}

function platform(nonce: string | undefined): Promise<ReviewsPlatform | null> {
  return loadScript('customer-reviews', REVIEWS_SCRIPT_URL, { nonce }).then(
    () => window.gapi ?? null,
    () => null, // logged by the loader (000 §8)
  );
}

/** Renders the reviews badge into `container`; resolves false when nothing was rendered. */
export async function showReviewsBadge(
  merchantId: string,
  container: HTMLElement,
  nonce: string | undefined,
): Promise<boolean> {
  if (!isMerchantId(merchantId)) return false;
  const gapi = await platform(nonce);
  if (!gapi) return false;
  gapi.load('ratingbadge', () => {
    gapi.ratingbadge?.render(container, { merchant_id: Number(merchantId), position: 'INLINE' });
  });
  return true;
}

/** Offers the review survey for one order in the provider's bottom-right dialog; false when nothing was offered. */
export async function offerSurveyOptIn(
  merchantId: string,
  order: SurveyOptIn,
  nonce: string | undefined,
): Promise<boolean> {
  if (!isMerchantId(merchantId) || !order.email || offered.has(order.orderId)) return false;
  offered.add(order.orderId);
  const gapi = await platform(nonce);
  if (!gapi) return false;
  gapi.load('surveyoptin', () => {
    gapi.surveyoptin?.render({
      merchant_id: Number(merchantId),
      order_id: order.orderId,
      email: order.email,
      delivery_country: order.deliveryCountry,
      estimated_delivery_date: order.estimatedDeliveryDate,
      opt_in_style: 'BOTTOM_RIGHT_DIALOG',
    });
  });
  return true;
}

/** Tests only: forgets which orders were offered the survey. */
export function resetCustomerReviews(): void {
  offered.clear();
}
