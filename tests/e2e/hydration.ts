import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): widgets that need scripts (the
 * header store panel, the cart drawer) do nothing when used before that, which makes a journey flaky on a busy machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// The shopper's cart, location and compare list arrive in one read (docs/decisions/0048); the alert banner is in the
// page as served (docs/decisions/0053).
const SHELL_REQUEST = '/api/shopper/';

/**
 * For a fresh browser's page load: call before `goto`, await what it returns after. Once hydrated, the shell asks for
 * the shopper's location and cart; the page is what the shopper sees when that has answered. Console errors and axe
 * are judged on that page, not on a guess of network quiet.
 */
export function shellSettled(page: Page): () => Promise<void> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SHELL_REQUEST);
  // Awaited later; a journey that fails before then must not also report an unhandled rejection.
  answer.catch(() => {});
  return async () => {
    await waitForHydration(page);
    await answer;
  };
}
