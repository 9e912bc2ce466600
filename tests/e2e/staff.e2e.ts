import { expect, test, type Page } from '@playwright/test';
import { signInHere, stockedProducts, visit } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// The staff tools (000 §6, §7; docs/decisions/0030): the admin toolbar, the reminders menu and the side panel with the
// staff pages, for staff only.

const STAFF = { email: 'staff@example.com', password: 'demo-staff-pass' };
const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-pass' };

async function signInTo(page: Page, path: string, who: { email: string; password: string }) {
  await visit(page, `/account/login?returnUrl=${encodeURIComponent(path)}`);
  await signInHere(page, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await waitForHydration(page);
}

const toolbar = (page: Page) => page.getByRole('region', { name: 'Staff toolbar' });
/** The toolbar's chunk loads after the page: its buttons respond once it says it is ready. */
async function toolbarReady(page: Page) {
  await expect(toolbar(page)).toHaveAttribute('data-ready', 'true');
}
const remindersButton = (page: Page) => toolbar(page).getByRole('button', { name: /^Reminders/ });
const openCount = async (page: Page) => Number(await remindersButton(page).locator('span').textContent());

test('staff open the side panel on a product, add a reminder from it and see the count go up', async ({
  page,
  request,
}, info) => {
  const [product] = await stockedProducts(request, 1);
  await signInTo(page, `/p/${product!.slug}`, STAFF);
  await toolbarReady(page);

  await expect(toolbar(page)).toContainText('Staff: Alex (SP001)');
  await expect(toolbar(page).getByRole('button', { name: 'Admin On' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const before = await openCount(page);

  // The product panel: a staff page of the shop in a frame, opened with a single-use embed token.
  const panelAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/panel-url');
  await toolbar(page).getByRole('button', { name: 'Product details' }).click();
  const { url } = (await (await panelAnswer).json()) as { url: string };
  const address = new URL(url);
  expect(address.pathname).toBe('/staff/product-page');
  expect(address.searchParams.get('embed')).toBe('true');
  expect(address.searchParams.get('salespersoncode')).toBe('SP001');
  expect(address.searchParams.get('parent_base_url')).toBe(new URL(page.url()).origin);
  expect(address.searchParams.get('embed_token')).toMatch(/^[\w-]{43}$/);
  expect(address.searchParams.has('access_token')).toBe(false);
  const panel = page.getByRole('complementary', { name: 'Product details' });
  await expect(panel).toBeVisible();
  const frame = page.frameLocator('iframe[title="Product details"]');
  await expect(
    frame.getByRole('heading', { level: 1, name: `Product details: ${product!.title}` }),
  ).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Price history' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Upsells' })).toBeVisible();
  // The token was spent on arrival and is gone from the frame's address.
  const staffFrame = page.frames().find((f) => f.url().includes('/staff/product-page'));
  expect(staffFrame?.url()).not.toContain('embed_token');
  // Spent once, it opens nothing a second time.
  const again = await request.post('/api/staff/embed/redeem', {
    data: { token: address.searchParams.get('embed_token') },
  });
  expect(again.status()).toBe(401);

  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toBeHidden();

  // A new reminder from the reminders menu, in a full-width panel.
  await remindersButton(page).click();
  await toolbar(page).getByRole('button', { name: 'New reminder' }).click();
  const create = page.frameLocator('iframe[title="New reminder"]');
  const name = `Call back ${info.project.name} ${Date.now()}`;
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Date').fill('2026-12-01');
  await create.getByLabel('Notes (optional)').fill('Wants the 900 mm oven in black');
  await create.getByRole('button', { name: 'Save reminder' }).click();
  await expect(create.getByRole('status')).toContainText('Reminder saved.');
  await expect(remindersButton(page).locator('span')).toHaveText(String(before + 1));

  await page
    .getByRole('complementary', { name: 'New reminder' })
    .getByRole('button', { name: 'Close panel' })
    .click();
  await remindersButton(page).click();
  const item = toolbar(page).getByRole('button', { name: new RegExp(name) });
  await expect(item).toContainText('Wants the 900 mm ove…');
  if (info.project.name === 'desktop') expect(await axeViolations(page)).toEqual([]);
});

test('a customer and a visitor see no staff tools and are refused by the staff API', async ({
  page,
  request,
}) => {
  const [product] = await stockedProducts(request, 1);
  // A visitor: no toolbar, 401 from every staff call.
  await visit(page, `/p/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  for (const path of ['/api/staff/toolbar', '/api/staff/reminders', '/api/account/reminders']) {
    expect((await page.request.get(path)).status(), path).toBe(401);
  }

  // A signed-in customer: still no toolbar, 403 from every staff call, and the staff pages say so.
  await signInTo(page, `/p/${product!.slug}`, SHOPPER);
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  await expect(toolbar(page)).toHaveCount(0);
  for (const path of ['/api/staff/toolbar', '/api/staff/reminders', '/api/account/reminders']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  const made = await page.request.post('/api/staff/reminders', { data: { name: 'x', date: '2026-12-01' } });
  expect(made.status()).toBe(403);
  const panel = await page.request.post('/api/staff/panel-url', {
    data: { panel: 'reminders-list', parentBaseUrl: new URL(page.url()).origin },
  });
  expect(panel.status()).toBe(403);
  const staffPage = await page.goto('/staff/reminders/list');
  expect(staffPage?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
});
