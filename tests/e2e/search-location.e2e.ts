import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { expectAxeClean } from './axe.ts';

// Search, delivery location, stores and promotions across the running shop (demo catalogue, 300 products).

async function openSearch(page: Page, isMobile: boolean) {
  // The search opens and suggests once the page has hydrated.
  await waitForHydration(page);
  if (isMobile) await page.getByRole('button', { name: 'Show search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

test('search: type, arrow down, Enter opens the product', async ({ page }, info) => {
  await page.goto('/');
  const input = await openSearch(page, info.project.name === 'mobile');
  await input.pressSequentially('fridge');
  const listbox = page.getByRole('listbox', { name: 'Products' });
  await expect(listbox).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toHaveText(
    info.project.name === 'mobile' ? '3 products found' : '6 products found',
  );
  await expectAxeClean(page);
  await input.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("search: 'View all products' and the results page", async ({ page }, info) => {
  await page.goto('/');
  const input = await openSearch(page, info.project.name === 'mobile');
  await input.pressSequentially('fridge');
  await page.getByRole('option', { name: /View all products/ }).click();
  await expect(page).toHaveURL(/\/search\/fridge$/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for/ })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /product/ })
      .first(),
  ).toBeVisible();
  await expectAxeClean(page);

  await page.goto('/search/zzqqxx');
  await expect(page.getByRole('heading', { name: /couldn.t find any products/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Popular categories' })).toBeVisible();
  await expectAxeClean(page);
});

test('location: set a postcode, see the nearest store, change store', async ({ page }, info) => {
  await page.goto('/stores');
  // The header store panel holds the delivery-location editor; its button works once the page has hydrated.
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Your Store/ })
    .click();
  const panel = page.getByRole('region', { name: 'Your Store' });
  await expect(panel).toBeVisible();
  await expectAxeClean(page);
  await panel.getByRole('button', { name: 'Change delivery location' }).click();
  const postcode = panel.getByRole('combobox', { name: 'Delivery Postcode' });
  await postcode.pressSequentially('3121');
  await panel.getByRole('option').first().click();
  // Setting the location picks the nearest store, which ends the location editor.
  await expect(postcode).toBeHidden();

  await page.goto('/stores');
  // The postcode typeahead below suggests once this fresh load has hydrated.
  await waitForHydration(page);
  await expect(page.getByText(/nearest to 3121 first/)).toBeVisible();
  const nearest = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(nearest.getByText('Your Store', { exact: true })).toBeVisible();
  const distances = await page.getByText(/km away$/).allTextContents();
  const km = distances.map((d) => Number.parseFloat(d));
  expect(km.length).toBeGreaterThan(1);
  expect(km).toEqual(km.toSorted((a, b) => a - b));
  await expectAxeClean(page);

  // Search by postcode with the typeahead.
  await page.getByRole('combobox', { name: 'Find stores near a postcode' }).pressSequentially('2000');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/near=2000/);
  await expect(page.getByText(/nearest to 2000 first/)).toBeVisible();

  // Change store: the second card becomes the shopper's store.
  const second = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Set as my store/ }) })
    .first();
  const name = (await second.getByRole('heading', { level: 2 }).textContent())!.trim();
  await second.getByRole('button', { name: /Set as my store/ }).click();
  await expect(page.getByText(`Your store is now ${name}.`)).toBeVisible();
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('banner').getByRole('button', { name: `Your Store: ${name}` })).toBeVisible();
  }
});

test('store page: hours, status and the directions link', async ({ page, request }) => {
  const { stores } = (await (await request.get('/api/store')).json()) as {
    stores: { storeUri: string; name: string }[];
  };
  const store = stores[0]!;
  await page.goto(`/stores/${store.storeUri}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Opening hours' }).getByRole('rowheader');
  await expect(rows.first()).toHaveText(/^Monday/);
  await expect(page.getByText(/^(Open now, closes at|Closed, opens at)/).first()).toBeVisible();
  const directions = page.getByRole('link', { name: /Get Directions/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  const href = (await directions.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  expect(decodeURIComponent(href)).toContain(store.name);
  await expectAxeClean(page);
});

test('promotions: list and detail', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expectAxeClean(page);
  const first = page.getByRole('list', { name: 'Promotions' }).getByRole('heading').first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/promotion\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const claim = page.getByRole('link', { name: /Claim now/ });
  if (await claim.count()) {
    await expect(claim).toHaveAttribute('target', '_blank');
    await expect(claim).toHaveAttribute('rel', /noopener/);
  }
  await expectAxeClean(page);
});

test('contact us: errors, then a sent enquiry', async ({ page }) => {
  await page.goto('/contact-us');
  // Checked in the browser once hydrated; before that the press posts the form and the page reloads under the typing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Name').fill('Sam Shopper');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Postcode').fill('3121');
  await page.getByLabel('Topic').selectOption('productAdvice');
  await page.getByLabel('Message').fill('Which fridge fits a 900 mm space?');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText(/we.ve got your enquiry/)).toBeVisible();
});
