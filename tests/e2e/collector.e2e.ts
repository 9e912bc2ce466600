import { expect, test } from '@playwright/test';
import { signInHere, stockedProducts, visit } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// The shop's own analytics collector (issue 16): a product view goes to the shop's own endpoint with a first-party
// client id, and the staff funnel page counts it for today, as charts and as a table.

const STAFF = { email: 'staff@example.com', password: 'demo-staff-pass' };

interface Posted {
  events: { event: string; clientId: string; ecommerce?: { items?: { item_id?: string }[] } }[];
}

test("a product view reaches the shop's own collector and the staff funnel counts it", async ({
  page,
  request,
}, info) => {
  const [product] = await stockedProducts(request, 1, info.project.name === 'mobile' ? 1 : 0);
  const posted = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      new URL(r.url()).pathname === '/api/analytics/events' &&
      (r.postData() ?? '').includes('"view_item"'),
  );
  await visit(page, `/p/${product!.slug}`);
  const sent = await posted;
  expect(sent.headers()['content-type']).toBe('application/json');
  const batch = sent.postDataJSON() as Posted;
  const view = batch.events.find((e) => e.event === 'view_item');
  const clientId = await page.evaluate(() => localStorage.getItem('analytics-client-id'));
  expect(clientId).toMatch(/^[a-f0-9]{32}$/);
  expect(view?.clientId).toBe(clientId);
  expect(view?.ecommerce?.items).toHaveLength(1);
  expect((await sent.response())?.status()).toBe(202);

  // Staff: the funnel page signs in first, then shows today's views for the shop's brand.
  await page.goto('/staff/analytics');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fstaff%2Fanalytics/);
  await signInHere(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff\/analytics$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop funnel' })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption('aol');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/brand=aol$/);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aol');
  const brand = page.getByRole('region', { name: 'Appliance Central (AU)' });
  for (const chart of [
    'Views per day',
    'Add to cart per day',
    'Checkouts begun per day',
    'Purchases per day',
  ])
    await expect(brand.getByRole('img', { name: chart })).toBeVisible();
  const table = brand.getByRole('table', { name: 'Appliance Central (AU): the funnel per day' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(14);
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  const todayViews = Number(await rows.last().locator('td').first().textContent());
  await expect(rows.last().locator('th')).toHaveText(today);
  expect(todayViews).toBeGreaterThan(0);
  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);

  // The range form is a plain GET form, used from the keyboard; a range past 92 days is refused with the reason.
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Brand', { exact: true }).selectOption('all');
  await page.getByRole('button', { name: 'Show', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-12-31&brand=all/);
  await expect(page.getByRole('alert')).toHaveText(
    'The funnel could not be shown: The range may cover at most 92 days',
  );
});
