import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Checkout, shopper, stockedProduct, TEST_CARDS } from './checkout-page.ts';
import { waitForHydration } from './hydration.ts';

// The GA4 data-layer events of a whole purchase (docs/decisions/0036-ga4-events.md): a product page's view_item, the
// add_to_cart of its buy box, the cart's view_cart, then begin_checkout, add_shipping_info, add_payment_info and
// purchase in that order. Every e-commerce event follows a `{ ecommerce: null }` entry. The journey buys its own
// product (another band than the card journeys), so the two projects never run one out of stock.

type Entry = { event?: string; ecommerce?: Record<string, unknown> | null } & Record<string, unknown>;

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[]);
}

/** The named events pushed so far, each checked to follow the clearing entry. */
async function events(page: Page, name: string): Promise<Entry[]> {
  const layer = await dataLayer(page);
  return layer.flatMap((entry, i) => {
    if (entry.event !== name) return [];
    expect(layer[i - 1], `${name} follows { ecommerce: null }`).toEqual({ ecommerce: null });
    return [entry];
  });
}

test('a purchase pushes view_item, add_to_cart, view_cart and the checkout events in order', async ({
  page,
  request,
}, info) => {
  test.slow();
  const product = await stockedProduct(request, {
    min: 2000,
    max: 6000,
    skip: info.project.name === 'mobile' ? 1 : 0,
  });
  const detail = (await (await request.get(`/api/v2/product/id/${product.productId}/`)).json()) as {
    slug: string;
    brand: string;
    category: string;
  };

  // The product page: one view_item after hydration, with the product as its one item and a masked page_view.
  await page.goto(`/p/${detail.slug}`);
  await waitForHydration(page);
  await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
  const [viewItem] = await events(page, 'view_item');
  expect(viewItem?.ecommerce).toMatchObject({
    currency: 'AUD',
    items: [
      {
        item_id: product.code,
        item_name: product.title,
        item_brand: detail.brand,
        item_category: detail.category,
        quantity: '1',
      },
    ],
  });
  const pageViews = (await dataLayer(page)).filter((e) => e.event === 'page_view');
  expect(pageViews[0]).toMatchObject({ page_type: 'product' });
  expect(String(pageViews[0]?.page_location)).toContain(`/p/${detail.slug}`);

  // The buy box's Add to cart: one add_to_cart with the unit added, valued at its price.
  await page
    .locator('#buy-box')
    .getByRole('button', { name: new RegExp(`^Add to cart: `, 'i') })
    .click();
  await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(1);
  const [added] = await events(page, 'add_to_cart');
  const addedItem = (added?.ecommerce?.['items'] as Record<string, unknown>[])[0];
  expect(addedItem).toMatchObject({ item_id: product.code, item_name: product.title, quantity: '1' });
  expect(Object.keys(addedItem ?? {}).sort()).toEqual(
    ['item_brand', 'item_category', 'item_id', 'item_name', 'price', 'quantity'].sort(),
  );
  expect(added?.ecommerce).toMatchObject({ currency: 'AUD', value: Number(addedItem?.['price']) });

  // The cart page, then the checkout from its button.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect.poll(async () => (await events(page, 'view_cart')).length).toBeGreaterThan(0);
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  const checkout = new Checkout(page);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await waitForHydration(page);
  await checkout.fillContactAndDelivery(shopper(info, 'analytics'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.approved);
  await checkout.placeOrder.click();
  const orderNumber = await checkout.confirmed();

  // The checkout's events, in order; the purchase was pushed before the confirmation page showed.
  const checkoutSteps = ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
  const order = (await dataLayer(page)).map((e) => e.event).filter((e) => e && checkoutSteps.includes(e));
  expect(order.filter((e, i) => order.indexOf(e) === i)).toEqual(checkoutSteps);
  expect(order.filter((e) => e === 'purchase')).toHaveLength(1);
  const [purchase] = await events(page, 'purchase');
  const ecommerce = purchase?.ecommerce ?? {};
  expect(ecommerce).toMatchObject({
    currency: 'AUD',
    transaction_id: orderNumber,
    payment_type: 'Credit Card',
  });
  const value = Number(ecommerce['value']);
  expect(value).toBeGreaterThan(0);
  expect(ecommerce['tax']).toBeCloseTo(value * 0.1, 2);
  expect(typeof ecommerce['shipping']).toBe('number');
  expect((ecommerce['items'] as Record<string, unknown>[])[0]).toMatchObject({ item_id: product.code });
  const [shipping] = await events(page, 'add_shipping_info');
  expect(shipping?.ecommerce?.['shipping_tier']).toEqual(expect.any(String));
});

interface CategoryNode {
  uri: string;
  productCount: number;
  children: CategoryNode[];
}

/** The site path of the category with the most products. */
async function busiestCategoryPath(request: APIRequestContext): Promise<string> {
  const { categories } = (await (await request.get('/api/v2/categories')).json()) as {
    categories: CategoryNode[];
  };
  const all = categories.flatMap(function walk(n: CategoryNode): CategoryNode[] {
    return [n, ...n.children.flatMap(walk)];
  });
  const uri = all.sort((a, b) => b.productCount - a.productCount)[0]?.uri ?? '';
  expect(uri).not.toBe('');
  return uri.startsWith('/') ? uri : `/c/${uri}`;
}

type Item = Record<string, unknown>;

test('a listing pushes view_item_list, a tile select_item, then the product view_item; a search pushes search', async ({
  page,
  request,
}) => {
  const path = await busiestCategoryPath(request);
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);
  const [list] = await events(page, 'view_item_list');
  expect(list?.ecommerce).toMatchObject({ currency: 'AUD', item_list_id: path });
  const items = list?.ecommerce?.['items'] as Item[];
  expect(items.length).toBeGreaterThan(1);
  items.forEach((item, index) => expect(item['index']).toBe(index));
  const second = items[1]!;

  // The second tile (its heading sits inside its link): select_item names it, its list and its position; its page
  // then pushes view_item.
  await page
    .getByRole('main')
    .getByRole('heading', { name: String(second['item_name']), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/p\//);
  await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
  const [selected] = await events(page, 'select_item');
  expect(selected?.ecommerce).toMatchObject({ item_list_id: path, items: [{ ...second, index: 1 }] });
  const [viewed] = await events(page, 'view_item');
  expect((viewed?.ecommerce?.['items'] as Item[])[0]).toMatchObject({ item_id: second['item_id'] });
  const order = (await dataLayer(page))
    .map((e) => e.event)
    .filter((e) => e === 'view_item_list' || e === 'select_item' || e === 'view_item');
  expect(order).toEqual(['view_item_list', 'select_item', 'view_item']);

  // A search for a word of that product's name: search with the term, and its results as a list.
  const words = String(second['item_name'])
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  const term = words.find((w) => /^[a-z]{3,}$/.test(w)) ?? 'fridge';
  await page.goto(`/search/${encodeURIComponent(term)}`);
  await waitForHydration(page);
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'search'))
    .toEqual([{ event: 'search', search_term: term }]);
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);
  const [results] = await events(page, 'view_item_list');
  expect(results?.ecommerce?.['item_list_id']).toBe(`/search/${encodeURIComponent(term)}`);
});
