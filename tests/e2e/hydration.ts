import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): widgets that need scripts (the
 * header store panel, the cart drawer) do nothing when used before that, which makes a journey flaky on a busy machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
