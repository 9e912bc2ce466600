import { expect, test } from '@playwright/test';
import { shellSettled } from './hydration.ts';

// A listing's tiles and its filters' options are written from kept HTML on the server (docs/decisions/0079), the first
// row's pictures asked for in the head: the browser must find them exactly as it would have drawn them (no hydration
// error), and they must work with and without scripts, coming back to the page's own address.

const LISTING = '/products?availability=inStock&sort=price-asc';

test('kept tiles and filters hydrate without errors: a compare box ticks and a filter applies', async ({
  page,
}, info) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const settled = shellSettled(page);
  await page.goto(LISTING);
  await settled();
  const boxes = page.getByRole('checkbox', { name: /^Add to Compare/ });
  expect(await boxes.count()).toBeGreaterThan(6);
  await boxes.nth(6).click();
  await expect(boxes.nth(6)).toBeChecked();
  const tray = page.getByRole('region', { name: 'Compare products' });
  await expect(tray.getByRole('heading')).toContainText('1 of 3');
  // A first-row tile too.
  await boxes.nth(0).click();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(tray.getByRole('heading')).toContainText('2 of 3');
  // A filter's options were kept too: ticking one filters the listing at once (in the Refine dialog on mobile).
  let filters = page.locator('#refine');
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Refine' }).click();
    filters = page.getByRole('dialog', { name: 'Refine' });
  }
  // A click, not check(): once the filtered page arrives the Refine dialog closes (every completed navigation closes
  // the open modals), which can come before a check() has read the box back.
  const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  await brand.click();
  await expect(page).toHaveURL(/[?&]brand=/);
  if (info.project.name === 'mobile') {
    await expect(page.getByRole('dialog', { name: 'Refine' })).toHaveCount(0);
  } else {
    await expect(brand).toBeChecked();
  }
  expect(problems).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a tile below the first row ticks its compare box and comes back to the same listing', async ({
    page,
  }) => {
    await page.goto(LISTING);
    const boxes = page.getByRole('checkbox', { name: /^Add to Compare/ });
    const form = (await boxes.nth(7).locator('xpath=ancestor::form').getAttribute('id'))!;
    await expect(boxes.nth(7)).not.toBeChecked();
    await boxes.nth(7).click();
    // Back at the same listing, at the tile that was ticked.
    await expect(page).toHaveURL(/\/products\?availability=inStock&sort=price-asc#compare-/);
    await expect(page.locator(`#${form}`).getByRole('checkbox')).toBeChecked();
  });
});

test('every tile of a listing comes back to its whole address, query and all', async ({ request }) => {
  const address = `${LISTING}&note=a%27b%22c%3C%3E`;
  const html = await (await request.get(address)).text();
  const values = [...html.matchAll(/name="returnTo" value="([^"]*)"/g)].map((m) => m[1]);
  expect(values.length).toBeGreaterThan(6);
  // Written as React writes an attribute, the same in every tile, drawn or kept.
  expect(new Set(values)).toEqual(new Set([address.replaceAll('&', '&amp;')]));
});

test("the first row's pictures load at once and are asked for in the head; the others load as they come into view", async ({
  request,
}) => {
  const html = await (await request.get(LISTING)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const pictures = [...html.matchAll(/<article[^>]*>.*?<img src="([^"]*)"[^>]*loading="(eager|lazy)"/g)].map(
    (m) => ({ src: m[1]!, loading: m[2] }),
  );
  expect(pictures.length).toBeGreaterThan(6);
  expect(pictures.slice(0, 4).map((p) => p.loading)).toEqual(['eager', 'eager', 'eager', 'eager']);
  expect(new Set(pictures.slice(4).map((p) => p.loading))).toEqual(new Set(['lazy']));
  const asked = [...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map(
    (m) => /href="([^"]*)"/.exec(m[0])![1],
  );
  for (const { src } of pictures.slice(0, 4)) expect(asked).toContain(src);
  for (const { src } of pictures.slice(4)) {
    if (!pictures.slice(0, 4).some((p) => p.src === src)) expect(asked).not.toContain(src);
  }
});
