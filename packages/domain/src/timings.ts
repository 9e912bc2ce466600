// Delays and retry counts of 000 §9 and 001 §9, so the web app and tests agree.

export const TIMINGS_MS = {
  globalMessageAutoHide: 3000,
  searchKeyDebounce: 500,
  inputDebounceDefault: 300,
  searchBlurClose: 200,
  categoryHoverLeave: 100,
  resizeDebounce: 150,
  backToTopScroll: 600,
  smoothScroll: 1000,
  regionParamRemoval: 500,
  checkoutChangeDebounce: 400,
  submitReenableAfter400: 500,
  pageUnloadWait: 200,
  productCacheBatchDebounce: 500,
  pageViewPixelRetryInterval: 100,
  productSlugCacheWindow: 1000,
} as const;

export const PAGE_VIEW_PIXEL_MAX_TRIES = 50;

/** Checkout change handlers debounce 400 ms for values longer than 1 character, else fire at once (001 §9). */
export function checkoutChangeDebounceMs(value: string): number {
  return value.length > 1 ? TIMINGS_MS.checkoutChangeDebounce : 0;
}
