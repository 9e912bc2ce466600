import { expect, test, type Page } from '@playwright/test';
import { signInHere, stockedProducts, visit } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// The performance dashboard, its project search and the product panel's stock per warehouse (docs/decisions/0033):
// staff only, in the shell; a customer is refused with 'Staff only'.

const STAFF = { email: 'staff@example.com', password: 'demo-staff-pass' };
const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-pass' };

async function signInTo(page: Page, path: string, who: { email: string; password: string }) {
  await visit(page, `/account/login?returnUrl=${encodeURIComponent(path)}`);
  await signInHere(page, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, '\\$&')}$`));
  await waitForHydration(page);
}

test('staff see their sales as charts and tables, change the period and find a project', async ({
  page,
}, info) => {
  // Not signed in: the login route, with the way back.
  await page.goto('/performance-dashboard');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fperformance-dashboard/);

  await signInTo(page, '/performance-dashboard', STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
  await expect(page.getByText('Your sales as salesperson SP001')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const figure of [
    'Orders placed',
    'Revenue',
    'Average order value',
    'Checkout conversion',
    'Projects converted',
  ])
    await expect(summary.getByText(figure, { exact: true })).toBeVisible();
  for (const chart of ['Orders placed per day', 'Revenue per day', 'Checkout conversion per day'])
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  // The table behind a chart opens from the keyboard.
  const revenueTable = page.getByRole('table', { name: 'Revenue per day' });
  await expect(revenueTable).toBeHidden();
  await page.getByText('Show table').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(revenueTable).toBeVisible();
  await expect(revenueTable.getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('heading', { name: 'Latest orders' })).toBeVisible();
  // The whole page at 1280 px: the staff toolbar and the shell as well as the dashboard.
  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);

  // The period selector is a plain GET form.
  await page.getByLabel('Period').selectOption('12w');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/period=12w/);
  await expect(page.getByRole('img', { name: 'Orders placed per week' })).toBeVisible();

  // A project of this staff member's, found by its customer's e-mail.
  const stamp = `${info.project.name}-${Date.now()}`;
  const made = await page.request.post('/api/staff/projects', {
    headers: { origin: new URL(page.url()).origin },
    data: { name: `Kitchen ${stamp}`, customerName: 'Jo Smith', customerEmail: `jo-${stamp}@example.com` },
  });
  expect(made.status()).toBe(200);
  const { id } = (await made.json()) as { id: string };

  await page.getByRole('link', { name: 'Search your projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project search' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Project name, customer name, e-mail or phone').fill(`jo-${stamp}@`);
  await page.getByRole('button', { name: 'Search projects' }).click();
  await expect(page).toHaveURL(/project-search\?q=jo-/);
  await expect(page.getByRole('heading', { name: /^1 project found for/ })).toBeVisible();
  const link = page.getByRole('link', { name: `Kitchen ${stamp}` });
  await expect(link).toHaveAttribute('href', `/project?id=${id}`);
  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);
});

test('the project search answers without JavaScript', async ({ page, browser, baseURL }) => {
  await signInTo(page, '/performance-dashboard/project-search', STAFF);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto('/performance-dashboard/project-search');
  await expect(plain.getByRole('heading', { level: 1, name: 'Project search' })).toBeVisible();
  const box = plain.getByLabel('Project name, customer name, e-mail or phone');
  await box.fill('no project is called this');
  // Enter submits the plain form: no script is needed.
  await box.press('Enter');
  await expect(plain).toHaveURL(/q=no\+project/);
  await expect(plain.getByRole('status').filter({ hasText: 'No projects match' })).toHaveText(
    'No projects match “no project is called this”.',
  );
  await context.close();
});

test("a customer sees 'Staff only' on both pages, and the staff API refuses them", async ({ page }) => {
  await signInTo(page, '/account', SHOPPER);
  for (const path of ['/performance-dashboard', '/performance-dashboard/project-search']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  }
  for (const path of [
    '/api/staff/performance',
    '/api/staff/project-search?q=a',
    '/api/staff/products/X/stock',
  ])
    expect((await page.request.get(path)).status(), path).toBe(403);
});

test("the staff product page shows the product's stock per warehouse", async ({ page, request }, info) => {
  const [product] = await stockedProducts(request, 1);
  const sku = await page.request
    .get(`/api/v2/product/slug/${product!.slug}`)
    .then(async (r) => ((await r.json()) as { sku: string }).sku);
  const path = `/staff/product-page?sku=${encodeURIComponent(sku)}`;
  await signInTo(page, path, STAFF);
  await expect(
    page.getByRole('heading', { level: 1, name: `Product details: ${product!.title}` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Stock on hand per warehouse' });
  await expect(table).toBeVisible();
  // Three warehouses, a header and the total.
  await expect(table.getByRole('row')).toHaveCount(5);
  const stock = (await (
    await page.request.get(`/api/staff/products/${encodeURIComponent(sku)}/stock`)
  ).json()) as {
    total: number;
    margin: { band: 'A' | 'B' | 'C'; marginPercent: number } | null;
  };
  await expect(table.getByRole('row', { name: /^Total/ })).toHaveText(`Total${stock.total}`);
  // Every seeded product has a cost, so a priced product has a margin band, shown with what the bands mean.
  expect(stock.margin).not.toBeNull();
  await expect(page.getByRole('heading', { level: 2, name: 'Margin' })).toBeVisible();
  await expect(
    page.getByText(`Margin band ${stock.margin!.band} (${stock.margin!.marginPercent.toFixed(1)} %)`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Band A' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '30 % or more' })).toBeVisible();
  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);
});
