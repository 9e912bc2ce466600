import type { Product, ProductList } from '@shop/contracts';
import type { ShellSalePlacements } from '../lib/shell.ts';
import type { SaleImage } from '../lib/sale.server.ts';

/** A schema-valid product for component tests; override what the test is about. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    productId: 1,
    sku: 'WM-1001',
    uri: 'product/front-load-washer-8kg',
    slug: 'front-load-washer-8kg',
    title: 'Front Load Washer 8kg',
    price: 1299,
    rrp: 1499,
    lineDiscount: 0,
    quantity: 1,
    percentageDiscountOffRrp: null,
    discountOffRrp: null,
    altPriceMsg: null,
    priceSource: 'winning',
    manufacturer: { name: 'Acme', thumbnail: null },
    images: [{ url: '/img/washer.jpg', thumbUrl: '/img/washer-thumb.jpg', alt: 'Front load washer, white' }],
    brand: 'Acme',
    category: 'Washing Machines',
    categoryUri: 'laundry/washing-machines',
    ribbon: null,
    stockStatus: 'inStock',
    conditionType: null,
    missingParts: null,
    ...overrides,
  };
}

export function productListFixture(products: Product[]): ProductList {
  return { products, totalCount: products.length };
}

/** An in-process API stand-in: answers each path from the table, 404 otherwise, and records the calls. */
export function fakeApiFetch(answers: Record<string, unknown>) {
  const calls: { input: string; init?: RequestInit }[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    calls.push({ input, init });
    const body = answers[input];
    if (body === undefined) {
      return Response.json(
        { status: 404, code: 'not_found', message: 'Not found', errors: [] },
        { status: 404 },
      );
    }
    // A test that needs another status hands the whole answer over.
    if (body instanceof Response) return body.clone();
    return Response.json(body);
  };
  return { fetch, calls };
}

/** A running sale's placements for the shell (000 §3): only the price tag is set, as the tests of it need. */
export function salePlacementsFixture(priceTag: SaleImage | null): ShellSalePlacements {
  return {
    url: '/sale',
    colour: '#c4102b',
    navIcon: null,
    navIconMobile: null,
    footerBanner: null,
    priceTag,
    productUrgencyMessage: null,
  };
}
