import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInHere, stockedProducts, visit } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// Staff projects and the cart builder (issue 14, docs/decisions/0032): a staff member keeps a project for a customer
// and turns it into the cart; a customer is refused both screens.

const STAFF = { email: 'staff@example.com', password: 'demo-staff-pass' };
const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-pass' };

async function signInTo(page: Page, path: string, who: { email: string; password: string }) {
  await visit(page, `/account/login?returnUrl=${encodeURIComponent(path)}`);
  await signInHere(page, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, '\\$&')}$`));
  await waitForHydration(page);
}

async function skuOf(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/v2/product/slug/${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sku: string }).sku;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const status = (page: Page) => page.getByRole('main').getByRole('status').first();

test('staff make a project, add two products by sku, build the cart from it and find them in the cart', async ({
  page,
  request,
}, info) => {
  const desktop = info.project.name === 'desktop';
  const [first, second] = await stockedProducts(request, 2);
  const skus = [await skuOf(request, first!.slug), await skuOf(request, second!.slug)];

  await signInTo(page, '/project', STAFF);
  await expect(heading(page)).toHaveText('Projects');
  // The toolbar's shortcuts show from tablet width up; a phone's toolbar keeps to one row.
  const toolbar = page.getByRole('region', { name: 'Staff toolbar' });
  // Its chunk loads after the page: its buttons respond once it says it is ready.
  await expect(toolbar).toHaveAttribute('data-ready', 'true');
  if (desktop) {
    await expect(toolbar.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/project');
    await expect(toolbar.getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '/performance-dashboard',
    );
    expect(await axeViolations(page)).toEqual([]);
  } else {
    await expect(toolbar.getByRole('link', { name: 'Projects' })).toBeHidden();
  }

  // A new project, then its own page.
  const name = `Kitchen ${info.project.name} ${Date.now()}`;
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel("Customer's name (optional)").fill('Jane Lee');
  await page.getByLabel("Customer's e-mail (optional)").fill('jane.lee@example.com');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(heading(page)).toHaveText(name);
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f-]{36}$/);

  // Two products by sku; the second twice over.
  for (const [sku, qty] of [
    [skus[0]!, '1'],
    [skus[1]!, '2'],
  ] as const) {
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Quantity', { exact: true }).fill(qty);
    await page.getByRole('button', { name: 'Add a product' }).click();
    await expect(status(page)).toHaveText(`${sku} added.`);
  }
  const lines = page.getByRole('region', { name: 'Products' });
  await expect(lines.getByRole('link', { name: first!.title })).toBeVisible();
  await expect(lines.getByRole('link', { name: second!.title })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${second!.title}`, { exact: true })).toHaveValue('2');
  await expect(page.getByTestId('project-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
  if (desktop) expect(await axeViolations(page)).toEqual([]);

  // "Add reminder" opens the new-reminder page for this project in the side panel.
  // Nothing widens the page past the screen (a phone would zoom out and misplace the side panel).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  await page.getByRole('link', { name: 'Add reminder' }).click();
  const reminderPanel = page.getByRole('complementary', { name: 'Add reminder' });
  await expect(reminderPanel).toBeVisible();
  const reminder = page.frameLocator('iframe[title="Add reminder"]');
  await expect(reminder.getByRole('heading', { level: 1, name: 'New reminder' })).toBeVisible();
  await expect(reminder.getByText(`From project ${name}`, { exact: true })).toBeVisible();
  await reminderPanel.getByRole('button', { name: 'Close panel' }).click();
  await expect(reminderPanel).toBeHidden();

  // The builder, with the project chosen: a preview, then the cart's contents replaced by it.
  await page.getByRole('link', { name: 'Build cart' }).click();
  await expect(heading(page)).toHaveText('Cart builder');
  await waitForHydration(page);
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  const preview = page.getByRole('region', { name });
  await expect(preview).toContainText(first!.title);
  await expect(preview).toContainText(second!.title);
  if (desktop) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Replace the cart's contents").check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Added to your cart' });
  await expect(result).toContainText(`${first!.title} (${skus[0]}): 1 of 1`);
  await expect(result).toContainText(`${second!.title} (${skus[1]}): 2 of 2`);
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
    'href',
    '/customer/checkout',
  );

  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(first!.title);
  await expect(main).toContainText(second!.title);

  // The project list finds it by the customer's e-mail, marked as put into a cart.
  await visit(page, `/project?q=${encodeURIComponent('jane.lee@')}`);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(item).toContainText('Put into a cart');

  // The side panel's project page (full width), from the toolbar, lists it too and opens it in the panel.
  if (desktop) {
    // A new page load: its toolbar hydrates after the page again, and a click before that would be lost.
    await expect(toolbar).toHaveAttribute('data-ready', 'true');
    await toolbar.getByRole('button', { name: 'Projects panel' }).click();
    const panel = page.getByRole('complementary', { name: 'Projects panel' });
    await expect(panel).toBeVisible();
    const frame = page.frameLocator('iframe[title="Projects panel"]');
    await frame.getByRole('link', { name }).click();
    await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Products' })).toContainText(first!.title);
    expect(await axeViolations(page)).toEqual([]);
  }

  // The demo staff account's cart now belongs to the project's customer (their details are locked at checkout):
  // emptied, so the account's next journey starts from a cart of its own.
  const emptied = await page.evaluate(async () => (await fetch('/api/cart/', { method: 'DELETE' })).status);
  expect(emptied).toBe(200);
});

test('a customer is refused the project pages and the cart builder, and a visitor is sent to sign in', async ({
  page,
}) => {
  const visitor = await page.goto('/project');
  expect(visitor?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fproject(&|$)/);

  await signInTo(page, '/', SHOPPER);
  for (const path of ['/project', '/cart-builder', '/staff/project']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(heading(page)).toHaveText('Staff only');
  }
  expect((await page.request.get('/api/staff/projects')).status()).toBe(403);
});
