import { SOCIAL_PIXEL_ID_PATTERN, SOCIAL_PIXEL_SCRIPT_URL } from '@shop/domain/integrations';
import { addAnalyticsSink } from '../analytics.ts';
import { loadScript } from '../script-loader.ts';

// The social-advertising pixel (000 §7): requests on page visit, add to cart and checkout. The pixel function only
// exists once the pixel has started (after consent, when a banner asks for it), so a page view waits for it: up to 50
// tries every 100 ms, then it is dropped.

type Pixel = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push?: Pixel;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

export const PIXEL_RETRY_LIMIT = 50;
export const PIXEL_RETRY_MS = 100;

/** Calls the pixel once it exists; false when it never appeared within the tries. */
export function whenPixelReady(
  call: (pixel: Pixel) => void,
  tries = PIXEL_RETRY_LIMIT,
  interval = PIXEL_RETRY_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let attempt = 0;
    const tryOnce = () => {
      attempt += 1;
      const pixel = window.fbq;
      if (typeof pixel === 'function') {
        call(pixel);
        resolve(true);
      } else if (attempt >= tries) {
        resolve(false);
      } else {
        setTimeout(tryOnce, interval);
      }
    };
    tryOnce();
  });
}

/** A page view, retried until the pixel exists (000 §7). */
export function trackPixelPageView(): Promise<boolean> {
  return whenPixelReady((pixel) => pixel('track', 'PageView'));
}

/** The shop's events the pixel reports, under the pixel's standard event names. */
const PIXEL_EVENTS: Readonly<Record<string, string>> = {
  page_view: 'PageView',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
};

let started = '';

/** The pixel's documented stub: calls queue up until its script takes them over. */
function installPixelStub(): void {
  if (typeof window.fbq === 'function') return;
  const queue: unknown[][] = [];
  const stub: Pixel = (...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod(...args);
    else queue.push(args);
  };
  Object.assign(stub, { queue, push: stub, loaded: true, version: '2.0' });
  window.fbq = stub;
  window._fbq ??= stub;
}

/**
 * Loads the pixel for `pixelId` (nothing without a valid id) and reports page visits, add to cart and checkout from
 * the shop's analytics events, so a route that turns automatic tracking off (ADR 0036) sends no page view here either.
 */
export function startSocialPixel(pixelId: string, nonce: string | undefined): (() => void) | null {
  if (!SOCIAL_PIXEL_ID_PATTERN.test(pixelId)) {
    if (pixelId) console.warn(`Unrecognised social pixel id "${pixelId}"; the pixel is not loaded`);
    return null;
  }
  if (started !== pixelId) {
    started = pixelId;
    installPixelStub();
    window.fbq?.('init', pixelId);
    // The current page's page_view was pushed before the pixel started (after consent, say): it counts once.
    if (window.dataLayer?.some((entry) => (entry as { event?: unknown } | null)?.event === 'page_view')) {
      void trackPixelPageView();
    }
    loadScript('social-pixel', SOCIAL_PIXEL_SCRIPT_URL, { nonce }).catch(() => {
        // Logged by the loader (000 §8).
      });
  }
  return addAnalyticsSink((entry) => {
    const name = typeof entry['event'] === 'string' ? PIXEL_EVENTS[entry['event']] : undefined;
    if (name === 'PageView') void trackPixelPageView();
    else if (name) void whenPixelReady((pixel) => pixel('track', name));
  });
}

/** Tests only. */
export function resetSocialPixel(): void {
  started = '';
}
