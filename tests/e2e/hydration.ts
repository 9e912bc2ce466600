import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): widgets that need scripts (the
 * header store panel, the cart drawer) do nothing when used before that, which makes a journey flaky on a busy machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// The shopper's cart, location and compare list arrive in one read (docs/decisions/0048).
const SHELL_REQUESTS = ['/api/alertBanner/', '/api/shopper/'];

/**
 * For a fresh browser's page load: call before `goto`, await what it returns after. Once hydrated, the shell asks for
 * the alert banner, the shopper's location and the cart; the page is what the shopper sees when each has answered and
 * the banner, if the shop has one, is in place. Console errors and axe are judged on that page, not on a guess of
 * network quiet.
 */
export function shellSettled(page: Page): () => Promise<void> {
  const answered = (pathname: string) => page.waitForResponse((r) => new URL(r.url()).pathname === pathname);
  const answers = Promise.all(SHELL_REQUESTS.map(answered));
  // Awaited later; a journey that fails before then must not also report an unhandled rejection.
  answers.catch(() => {});
  return async () => {
    await waitForHydration(page);
    const [banner] = await answers;
    if (banner?.status() === 200) {
      await page.getByRole('complementary', { name: 'Site notice' }).waitFor({ state: 'attached' });
    }
  };
}
