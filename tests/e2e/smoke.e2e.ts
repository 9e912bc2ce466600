import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { shellSettled } from './hydration.ts';

test('the home page is rendered on the server with products from the database', async ({ request }) => {
  const api = await request.get('/api/v2/product/featured?limit=4');
  expect(api.ok()).toBe(true);
  const { products } = (await api.json()) as { products: { title: string }[] };
  expect(products.length).toBeGreaterThan(0);

  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const html = await page.text();
  // Before any script runs, the HTML already names the products (React escapes some characters).
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(escape(products[0]!.title));
  expect(page.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
});

test('the home page hydrates without errors and passes axe', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const settled = shellSettled(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
  await settled();
  expect(problems).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('the other services answer their health checks', async ({ request }) => {
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  for (const p of [port + 1, port + 2]) {
    const response = await request.get(`http://localhost:${p}/healthz`);
    expect(response.ok()).toBe(true);
  }
});

test('an unknown API path answers a JSON 404 without a stack trace', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBe('The page you looking for does not exist, please try again');
});
