import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  Cart,
  CartBuilderPreview,
  CartBuildResult,
  EmbedRedeemResult,
  PanelUrlResult,
  StaffProject,
  StaffProjectList,
  parseSkuLines,
} from '@shop/contracts';
import { carts, products, projects, type DbHandle, type ProductRow } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import {
  createFakeIdentityClient,
  profileFor,
  type FakeIdentityClient,
} from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { dbLabel } from '../shared/test-app.ts';

// Staff projects and the cart builder (docs/decisions/0032).

let clock = new Date('2026-11-25T01:00:00Z');
let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;
let oven: ProductRow; // $2,000, stock 5
let fridge: ProductRow; // $1,500, stock 2
let gone: ProductRow; // $300, out of stock

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 20 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env }),
    identity: fake,
    now: () => clock,
  });
  await app.ready();
  const rows = await handle.db.select().from(products).orderBy(asc(products.id)).limit(3);
  const set = async (p: ProductRow, values: Partial<ProductRow>) =>
    (await handle.db.update(products).set(values).where(eq(products.id, p.id)).returning())[0]!;
  const base = { lineDiscountCents: 0, rrpCents: null };
  oven = await set(rows[0]!, { ...base, priceCents: 200_000, stockQuantity: 5, stockStatus: 'inStock' });
  fridge = await set(rows[1]!, { ...base, priceCents: 150_000, stockQuantity: 2, stockStatus: 'inStock' });
  gone = await set(rows[2]!, { ...base, priceCents: 30_000, stockQuantity: 0, stockStatus: 'noStock' });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function account(extra: Parameters<typeof profileFor>[1] = {}) {
  const id = `acct-projects-${++n}`;
  fake.profiles.set(id, profileFor(id, extra));
  const token = await identity.tokenFor(id);
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return { id, token, call };
}
const staffMember = () =>
  account({ winningUserId: `W${n + 1}`, salespersonCode: 'SP001', winningCmsUrl: '/staff' });

async function newProject(staff: Awaited<ReturnType<typeof account>>, body: object = { name: 'Kitchen' }) {
  const res = await staff.call('POST', '/api/staff/projects', body);
  expect(res.statusCode, res.body).toBe(200);
  return StaffProject.parse(res.json());
}

const someId = '00000000-0000-4000-8000-000000000000';
const every: [Method, string][] = [
  ['GET', '/api/staff/projects'],
  ['POST', '/api/staff/projects'],
  ['GET', `/api/staff/projects/${someId}`],
  ['PATCH', `/api/staff/projects/${someId}`],
  ['DELETE', `/api/staff/projects/${someId}`],
  ['POST', `/api/staff/projects/${someId}/lines`],
  ['PATCH', `/api/staff/projects/${someId}/lines/SKU-1`],
  ['DELETE', `/api/staff/projects/${someId}/lines/SKU-1`],
  ['POST', `/api/staff/projects/${someId}/cart`],
  ['POST', '/api/staff/cart-builder/preview'],
  ['POST', '/api/staff/cart-builder/cart'],
];

describe(`project role checks on ${dbLabel}`, () => {
  it('answers 401 without a session and 403 to a customer, before reading the input', async () => {
    for (const [method, url] of every) {
      const res = await app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { payload: 'x' } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
    const customer = await account();
    for (const [method, url] of every) {
      const res = await customer.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it("answers 404 for another staff member's project on every project call, and leaves it as it was", async () => {
    const owner = await staffMember();
    const other = await staffMember();
    const project = await newProject(owner, { name: 'Laundry for Mr Kim' });
    await owner.call('POST', `/api/staff/projects/${project.id}/lines`, { sku: oven.sku, qty: 1 });
    const base = `/api/staff/projects/${project.id}`;
    const calls: [Method, string, object?][] = [
      ['GET', base],
      ['PATCH', base, { name: 'Taken' }],
      ['DELETE', base],
      ['POST', `${base}/lines`, { sku: fridge.sku }],
      ['PATCH', `${base}/lines/${oven.sku}`, { qty: 3 }],
      ['DELETE', `${base}/lines/${oven.sku}`],
      ['POST', `${base}/cart`, { mode: 'add' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const list = StaffProjectList.parse((await other.call('GET', '/api/staff/projects')).json());
    expect(list.projects).toEqual([]);
    const still = StaffProject.parse((await owner.call('GET', base)).json());
    expect(still).toMatchObject({ name: 'Laundry for Mr Kim', lines: [{ sku: oven.sku, qty: 1 }] });
  });
});

describe(`projects on ${dbLabel}`, () => {
  it('creates, lists newest first with a search, edits and deletes', async () => {
    const staff = await staffMember();
    const first = await newProject(staff, {
      name: '  Kitchen for Mrs Lee ',
      customerName: 'Jane Lee',
      customerEmail: 'jane.lee@example.com',
      customerPhone: '0412 345 678',
      notes: 'Wants black',
    });
    expect(first).toMatchObject({
      name: 'Kitchen for Mrs Lee',
      customerName: 'Jane Lee',
      customerEmail: 'jane.lee@example.com',
      salespersonCode: 'SP001',
      lines: [],
      total: 0,
      convertedAt: null,
    });
    clock = new Date(clock.getTime() + 60_000);
    const second = await newProject(staff, { name: 'Laundry', customerName: 'Sam Park' });
    const list = StaffProjectList.parse((await staff.call('GET', '/api/staff/projects')).json());
    expect(list.projects.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.totalCount).toBe(2);
    const byEmail = StaffProjectList.parse(
      (await staff.call('GET', '/api/staff/projects?q=JANE.LEE@')).json(),
    );
    expect(byEmail.projects.map((p) => p.id)).toEqual([first.id]);
    const byCustomer = StaffProjectList.parse((await staff.call('GET', '/api/staff/projects?q=park')).json());
    expect(byCustomer.projects.map((p) => p.id)).toEqual([second.id]);
    const wildcard = StaffProjectList.parse((await staff.call('GET', '/api/staff/projects?q=%25')).json());
    expect(wildcard.projects).toEqual([]);

    const edited = await staff.call('PATCH', `/api/staff/projects/${first.id}`, {
      notes: 'Wants white',
      customerPhone: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(StaffProject.parse(edited.json())).toMatchObject({
      name: 'Kitchen for Mrs Lee',
      notes: 'Wants white',
      customerPhone: '',
    });

    const deleted = await staff.call('DELETE', `/api/staff/projects/${second.id}`);
    expect(deleted.json()).toEqual({ id: second.id, deleted: true });
    expect((await staff.call('GET', `/api/staff/projects/${second.id}`)).statusCode).toBe(404);
    expect((await staff.call('DELETE', `/api/staff/projects/${second.id}`)).statusCode).toBe(404);
  });

  it('refuses bad details with clear messages and stores nothing', async () => {
    const staff = await staffMember();
    const cases: [object, string][] = [
      [{ name: '   ' }, 'Please enter a project name'],
      [{ name: 'x'.repeat(121) }, 'The name is too long'],
      [{ name: 'Ok', customerEmail: 'not-an-email' }, "Please enter the customer's e-mail address"],
      [{ name: 'Ok', customerPhone: '12' }, "Please enter the customer's phone number"],
      [{ name: 'Ok', notes: 'n'.repeat(2001) }, 'The notes are too long'],
    ];
    for (const [body, message] of cases) {
      const res = await staff.call('POST', '/api/staff/projects', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(message);
    }
    const project = await newProject(staff);
    const noChange = await staff.call('PATCH', `/api/staff/projects/${project.id}`, {});
    expect(noChange.statusCode).toBe(400);
    expect((await staff.call('GET', '/api/staff/projects/not-a-uuid')).statusCode).toBe(400);
    const rows = await handle.db.select().from(projects).where(eq(projects.accountId, staff.id));
    expect(rows).toHaveLength(1);
  });

  it('adds products by sku (growing a line up to 99), changes and removes lines, with catalogue prices and a total', async () => {
    const staff = await staffMember();
    const project = await newProject(staff);
    const lines = `/api/staff/projects/${project.id}/lines`;
    expect((await staff.call('POST', lines, { sku: oven.sku.toLowerCase(), qty: 2 })).statusCode).toBe(200);
    const added = StaffProject.parse((await staff.call('POST', lines, { sku: fridge.sku })).json());
    expect(added.lines).toEqual([
      expect.objectContaining({
        sku: oven.sku,
        title: oven.title,
        qty: 2,
        unitPrice: 2000,
        lineTotal: 4000,
        stockQuantity: 5,
      }),
      expect.objectContaining({
        sku: fridge.sku,
        qty: 1,
        unitPrice: 1500,
        lineTotal: 1500,
        stockQuantity: 2,
      }),
    ]);
    expect(added.lines[0]!.url).toBe(`/p/${oven.slug}`);
    expect(added.total).toBe(5500);
    expect(added.lineCount).toBe(2);

    const grown = StaffProject.parse((await staff.call('POST', lines, { sku: oven.sku, qty: 98 })).json());
    expect(grown.lines[0]).toMatchObject({ sku: oven.sku, qty: 99 });

    const unknown = await staff.call('POST', lines, { sku: 'NO-SUCH-SKU', qty: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'product_not_found',
      errors: ['No product has the sku NO-SUCH-SKU. Please check it and try again.'],
    });
    for (const qty of [0, 100, 1.5]) {
      const bad = await staff.call('POST', lines, { sku: oven.sku, qty });
      expect(bad.statusCode, String(qty)).toBe(400);
    }

    const set = StaffProject.parse((await staff.call('PATCH', `${lines}/${oven.sku}`, { qty: 3 })).json());
    expect(set.lines[0]).toMatchObject({ qty: 3, lineTotal: 6000 });
    expect(set.total).toBe(7500);
    expect((await staff.call('PATCH', `${lines}/${oven.sku}`, { qty: 100 })).statusCode).toBe(400);
    expect((await staff.call('PATCH', `${lines}/${gone.sku}`, { qty: 2 })).statusCode).toBe(404);

    const removed = StaffProject.parse((await staff.call('DELETE', `${lines}/${fridge.sku}`)).json());
    expect(removed.lines.map((l) => l.sku)).toEqual([oven.sku]);
    expect((await staff.call('DELETE', `${lines}/${fridge.sku}`)).statusCode).toBe(404);
  });

  it('lets a page session of the side panel use the project calls, but not fill the cart', async () => {
    const staff = await staffMember();
    const panel = PanelUrlResult.parse(
      (
        await staff.call('POST', '/api/staff/panel-url', {
          panel: 'project',
          projectId: someId,
          parentBaseUrl: 'http://localhost:3000',
        })
      ).json(),
    );
    expect(panel.fullWidth).toBe(true);
    const url = new URL(panel.url!);
    expect(url.pathname).toBe('/staff/project');
    expect(url.searchParams.get('projectId')).toBe(someId);
    expect(url.searchParams.get('salespersoncode')).toBe('SP001');
    const redeemed = await app.inject({
      method: 'POST',
      url: '/api/staff/embed/redeem',
      payload: { token: url.searchParams.get('embed_token') },
    });
    const session = EmbedRedeemResult.parse(redeemed.json());
    const headers = { cookie: `shop_staff_page=${session.sessionToken}` };
    const made = await app.inject({
      method: 'POST',
      url: '/api/staff/projects',
      headers,
      payload: { name: 'From the panel' },
    });
    expect(made.statusCode).toBe(200);
    const id = StaffProject.parse(made.json()).id;
    const list = StaffProjectList.parse((await staff.call('GET', '/api/staff/projects')).json());
    expect(list.projects.map((p) => p.name)).toContain('From the panel');
    const cart = await app.inject({
      method: 'POST',
      url: `/api/staff/projects/${id}/cart`,
      headers,
      payload: {},
    });
    expect(cart.statusCode).toBe(401);
  });
});

describe(`projects into the cart on ${dbLabel}`, () => {
  it("puts the project's lines into the staff member's cart, capped at stock, reports what could not go in and records the project", async () => {
    const staff = await staffMember();
    const project = await newProject(staff, { name: 'Whole kitchen' });
    const lines = `/api/staff/projects/${project.id}/lines`;
    await staff.call('POST', lines, { sku: oven.sku, qty: 2 });
    await staff.call('POST', lines, { sku: fridge.sku, qty: 4 });
    await staff.call('POST', lines, { sku: gone.sku, qty: 1 });
    // The cart already holds four ovens, so one more fits.
    expect((await staff.call('POST', '/api/cart/product/', { code: oven.sku, quantity: 4 })).statusCode).toBe(
      200,
    );

    const res = await staff.call('POST', `/api/staff/projects/${project.id}/cart`, { mode: 'add' });
    expect(res.statusCode, res.body).toBe(200);
    const result = CartBuildResult.parse(res.json());
    expect(result.added).toEqual([
      { sku: oven.sku, title: oven.title, requested: 2, quantity: 1 },
      { sku: fridge.sku, title: fridge.title, requested: 4, quantity: 2 },
    ]);
    expect(result.notAdded).toEqual([
      { sku: gone.sku, title: gone.title, requested: 1, reason: `Sorry, ${gone.title} is out of stock.` },
    ]);
    const cart = Cart.parse((await staff.call('GET', '/api/cart/')).json());
    expect(cart.cartId).toBe(result.cartId);
    expect(cart.products.map((p) => [p.sku, p.quantity])).toEqual([
      [oven.sku, 5],
      [fridge.sku, 2],
    ]);
    const [row] = await handle.db.select().from(carts).where(eq(carts.id, result.cartId!));
    expect(row?.projectId).toBe(project.id);
    expect(row?.accountId).toBe(staff.id);
    const after = StaffProject.parse((await staff.call('GET', `/api/staff/projects/${project.id}`)).json());
    expect(after.convertedAt).toBe(clock.toISOString());

    // Again: the cart holds all the stock, so nothing more goes in and the cart says why.
    const again = CartBuildResult.parse(
      (await staff.call('POST', `/api/staff/projects/${project.id}/cart`, { mode: 'add' })).json(),
    );
    expect(again.added).toEqual([]);
    expect(again.notAdded.map((l) => l.sku)).toEqual([oven.sku, fridge.sku, gone.sku]);
    expect(again.notAdded[0]!.reason).toMatch(/^Sorry, we only have 5 of /);

    // Replace: the cart holds the project and nothing else.
    await staff.call('PATCH', `${lines}/${oven.sku}`, { qty: 1 });
    const replaced = CartBuildResult.parse(
      (await staff.call('POST', `/api/staff/projects/${project.id}/cart`, { mode: 'replace' })).json(),
    );
    expect(replaced.added.map((l) => [l.sku, l.quantity])).toEqual([
      [oven.sku, 1],
      [fridge.sku, 2],
    ]);
    const fresh = Cart.parse((await staff.call('GET', '/api/cart/')).json());
    expect(fresh.products.map((p) => [p.sku, p.quantity])).toEqual([
      [oven.sku, 1],
      [fridge.sku, 2],
    ]);
    const [newRow] = await handle.db.select().from(carts).where(eq(carts.id, fresh.cartId));
    expect(newRow?.projectId).toBe(project.id);
  });

  it('refuses an empty project and a bad mode', async () => {
    const staff = await staffMember();
    const project = await newProject(staff);
    const empty = await staff.call('POST', `/api/staff/projects/${project.id}/cart`, { mode: 'add' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: ['The project has no products to add.'] });
    const bad = await staff.call('POST', `/api/staff/projects/${project.id}/cart`, { mode: 'merge' });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`the cart builder on ${dbLabel}`, () => {
  it('previews pasted lines with prices and stock and lists unknown skus', async () => {
    const staff = await staffMember();
    const res = await staff.call('POST', '/api/staff/cart-builder/preview', {
      lines: [
        { sku: fridge.sku.toLowerCase(), qty: 3 },
        { sku: 'NOPE-1', qty: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = CartBuilderPreview.parse(res.json());
    expect(preview.lines).toEqual([
      expect.objectContaining({
        sku: fridge.sku,
        qty: 3,
        unitPrice: 1500,
        lineTotal: 4500,
        stockQuantity: 2,
      }),
    ]);
    expect(preview.unknownSkus).toEqual(['NOPE-1']);
    expect(preview.total).toBe(4500);
    const none = await staff.call('POST', '/api/staff/cart-builder/preview', { lines: [] });
    expect(none.statusCode).toBe(400);
  });

  it('puts pasted lines into the cart, refusing the whole list when a sku is unknown', async () => {
    const staff = await staffMember();
    const refused = await staff.call('POST', '/api/staff/cart-builder/cart', {
      lines: [
        { sku: oven.sku, qty: 1 },
        { sku: 'NOPE-2', qty: 1 },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errors: ['No product has the sku NOPE-2.'] });
    expect(Cart.parse((await staff.call('GET', '/api/cart/')).json()).products).toEqual([]);

    const res = await staff.call('POST', '/api/staff/cart-builder/cart', {
      lines: [{ sku: fridge.sku, qty: 9 }],
      mode: 'replace',
    });
    const result = CartBuildResult.parse(res.json());
    expect(result).toMatchObject({
      projectId: null,
      added: [{ sku: fridge.sku, requested: 9, quantity: 2 }],
    });
    const [row] = await handle.db.select().from(carts).where(eq(carts.id, result.cartId!));
    expect(row?.projectId).toBeNull();
  });

  it('reads pasted lines: sku and quantity, blank lines skipped, repeats added up, mistakes by line', () => {
    expect(parseSkuLines('ABC-1 2\n\n  def-2\nABC-1, 3\nGHI-3\t4\nJKL x 5')).toEqual({
      lines: [
        { sku: 'ABC-1', qty: 5 },
        { sku: 'def-2', qty: 1 },
        { sku: 'GHI-3', qty: 4 },
        { sku: 'JKL', qty: 5 },
      ],
      errors: [],
    });
    const { lines, errors } = parseSkuLines('A 0\nB 100\nC two\nD 1 2\nE 60\nE 60');
    expect(lines).toEqual([{ sku: 'E', qty: 99 }]);
    expect(errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(errors[0]!.message).toBe('The quantity must be a whole number from 1 to 99');
    expect(errors[3]!.message).toBe('Expected a sku and a quantity, e.g. "ABC123 2"');
  });
});
