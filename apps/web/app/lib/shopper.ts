import type { BrowserApi, ShopperState } from '@shop/contracts';

// The personal parts of a page arrive in one read after hydration (docs/decisions/0048): GET /api/shopper/ answers
// the cart, the compare list, the delivery location and the header's account together, so a shared catalogue page
// (ADR 0042) makes one personal call instead of one per part. Each store takes its part from this one answer for its
// first load; every later refresh and write still uses the part's own endpoint.

const answers = new WeakMap<BrowserApi, Promise<ShopperState>>();

/** The page's one GET /api/shopper/ through this client: asked by the first store that starts, shared by the rest. */
export function shopperAnswer(api: BrowserApi): Promise<ShopperState> {
  let answer = answers.get(api);
  if (!answer) {
    answer = api.shopper();
    answers.set(api, answer);
  }
  return answer;
}

/**
 * A store's first read: its part of the shared answer, or, when that one read failed, the part's own endpoint, so a
 * failure costs the calls the page used to make and never an empty badge or tray.
 */
export async function firstRead<T>(
  api: BrowserApi,
  part: (state: ShopperState) => T,
  own: () => Promise<T>,
): Promise<T> {
  let state: ShopperState;
  try {
    state = await shopperAnswer(api);
  } catch {
    return own();
  }
  return part(state);
}
