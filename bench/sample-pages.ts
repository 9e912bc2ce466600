/**
 * The four pages the page benchmarks (bench/pages.ts, bench/main-thread.ts) measure on a running shop: the home page, the category and product page of a featured product, and checkout
 * with a cart of one line made through the API, as the product page's Add to cart makes it.
 */

export interface SamplePage {
  name: 'home' | 'category' | 'product' | 'checkout';
  url: string;
  /** Request headers the page needs: checkout's cart cookie. */
  headers: Record<string, string>;
}

/** A cart with one line (the shop's cookie for it), from the first product that can be added. */
async function cartCookie(base: string, candidates: { sku: string }[]): Promise<string> {
  for (const { sku } of candidates) {
    const response = await fetch(`${base}/api/cart/product/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: sku, quantity: 1 }),
    });
    if (!response.ok) continue;
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0]!)
      .join('; ');
    if (cookie) return cookie;
  }
  throw new Error('could not put any product in a cart for the checkout page');
}

export async function samplePages(base: string): Promise<SamplePage[]> {
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=1`)).json()) as {
    products: { slug: string; categoryUri: string }[];
  };
  const sample = featured.products[0];
  if (!sample) throw new Error('no product to measure');
  const inStock = (await (
    await fetch(`${base}/api/v2/products?availability=inStock&sort=price-asc&pageSize=24`)
  ).json()) as { products: { sku: string }[] };
  const checkoutCookie = await cartCookie(base, inStock.products);
  return [
    { name: 'home', url: `${base}/`, headers: {} },
    { name: 'category', url: `${base}${sample.categoryUri}`, headers: {} },
    { name: 'product', url: `${base}/p/${sample.slug}`, headers: {} },
    { name: 'checkout', url: `${base}/customer/checkout`, headers: { cookie: checkoutCookie } },
  ];
}
