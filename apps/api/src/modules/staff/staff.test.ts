import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  EmbedRedeemResult,
  PanelUrlResult,
  ReminderStats,
  Reminders,
  StaffReminder,
  StaffReminderList,
  StaffToolbar,
} from '@shop/contracts';
import { reminders, staffEmbedTokens, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { eq } from 'drizzle-orm';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import {
  createFakeIdentityClient,
  profileFor,
  type FakeIdentityClient,
} from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { dbLabel } from '../shared/test-app.ts';
import { bucketByWeek, mondayOf } from './reminders.ts';
import { contentSystemBase, panelUrl } from './panels.ts';

// A fixed Wednesday (AEDT): the week starts on Monday 2026-11-23.
let clock = new Date('2026-11-25T01:00:00Z');
let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 0 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env }),
    identity: fake,
    now: () => clock,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
type Method = 'GET' | 'POST' | 'PATCH';
/** A new account known to the identity service, and a caller signed in as it. */
async function account(extra: Parameters<typeof profileFor>[1] = {}) {
  const id = `acct-staff-${++n}`;
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
const staffMember = (extra: Parameters<typeof profileFor>[1] = {}) =>
  account({ winningUserId: `W${n + 1}`, salespersonCode: 'SP001', winningCmsUrl: '/staff', ...extra });

const someId = '00000000-0000-4000-8000-000000000000';
const every: [Method, string][] = [
  ['GET', '/api/staff/toolbar'],
  ['GET', '/api/staff/me'],
  ['POST', '/api/staff/panel-url'],
  ['GET', '/api/staff/reminders'],
  ['GET', '/api/staff/reminders/stats'],
  ['GET', `/api/staff/reminders/${someId}`],
  ['POST', '/api/staff/reminders'],
  ['PATCH', `/api/staff/reminders/${someId}`],
  ['POST', `/api/staff/reminders/${someId}/complete`],
  ['GET', '/api/account/reminders'],
];

const panelBody = { panel: 'product-page', sku: 'SKU-1', parentBaseUrl: 'http://localhost:3000' };

describe(`staff API role checks on ${dbLabel}`, () => {
  it('answers 401 to every staff call without a session, before reading the input', async () => {
    for (const [method, url] of every) {
      const res = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: 'x' }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers 403 to every staff call with a customer's token, and to an account with only a salesperson code", async () => {
    const customer = await account();
    const salesperson = await account({ salespersonCode: 'SP9' });
    for (const who of [customer, salesperson]) {
      for (const [method, url] of every) {
        const res = await who.call(
          method,
          url,
          method === 'GET' ? undefined : { name: 'x', date: '2026-11-30' },
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('takes a role away at once: the identity profile is asked on every call', async () => {
    const staff = await staffMember();
    expect((await staff.call('GET', '/api/staff/toolbar')).statusCode).toBe(200);
    fake.profiles.set(staff.id, profileFor(staff.id));
    expect((await staff.call('GET', '/api/staff/toolbar')).statusCode).toBe(403);
  });
});

describe(`reminders on ${dbLabel}`, () => {
  it('creates, lists, edits and completes a reminder of its own staff member only', async () => {
    const staff = await staffMember();
    const other = await staffMember();
    const created = await staff.call('POST', '/api/staff/reminders', {
      name: '  Call Mrs Lee  ',
      notes: 'About the 900 mm freestanding oven',
      date: '2026-11-27',
    });
    expect(created.statusCode).toBe(200);
    const reminder = StaffReminder.parse(created.json());
    expect(reminder).toMatchObject({
      name: 'Call Mrs Lee',
      date: '2026-11-27',
      completedAt: null,
      projectId: null,
    });

    // A reminder from a project carries the project's name; only the staff member's own projects can be named.
    const project = (await staff.call('POST', '/api/staff/projects', { name: 'Lee kitchen' })).json() as {
      id: string;
    };
    const later = StaffReminder.parse(
      (
        await staff.call('POST', '/api/staff/reminders', {
          name: 'Quote',
          date: '2026-12-04',
          projectId: project.id,
        })
      ).json(),
    );
    expect(later).toMatchObject({ projectId: project.id, projectName: 'Lee kitchen' });
    for (const projectId of ['P-12', project.id]) {
      const refused = await (projectId === project.id ? other : staff).call('POST', '/api/staff/reminders', {
        name: 'Quote',
        date: '2026-12-04',
        projectId,
      });
      expect(refused.statusCode).toBe(404);
    }

    const header = Reminders.parse((await staff.call('GET', '/api/account/reminders')).json());
    expect(header).toEqual({
      totalCount: 2,
      reminders: [
        {
          id: reminder.id,
          name: 'Call Mrs Lee',
          notes: 'About the 900 mm freestanding oven',
          date: '2026-11-27',
        },
        { id: later.id, name: 'Quote', notes: '', date: '2026-12-04' },
      ],
    });
    expect(Reminders.parse((await other.call('GET', '/api/account/reminders')).json()).totalCount).toBe(0);

    // Another staff member's reminder is not found, whatever the call.
    expect((await other.call('GET', `/api/staff/reminders/${reminder.id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/staff/reminders/${reminder.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await other.call('POST', `/api/staff/reminders/${reminder.id}/complete`)).statusCode).toBe(404);

    const edited = await staff.call('PATCH', `/api/staff/reminders/${reminder.id}`, {
      notes: 'Oven delivered',
      date: '2026-11-30',
    });
    expect(StaffReminder.parse(edited.json())).toMatchObject({
      name: 'Call Mrs Lee',
      notes: 'Oven delivered',
      date: '2026-11-30',
    });
    expect((await staff.call('GET', `/api/staff/reminders/${reminder.id}`)).json()).toMatchObject({
      notes: 'Oven delivered',
    });

    const done = StaffReminder.parse(
      (await staff.call('POST', `/api/staff/reminders/${reminder.id}/complete`)).json(),
    );
    expect(done.completedAt).toBe(clock.toISOString());
    const open = StaffReminderList.parse((await staff.call('GET', '/api/staff/reminders')).json());
    expect(open.reminders.map((r) => r.id)).toEqual([later.id]);
    const completed = StaffReminderList.parse(
      (await staff.call('GET', '/api/staff/reminders?status=completed')).json(),
    );
    expect(completed).toMatchObject({ totalCount: 1, reminders: [{ id: reminder.id }] });
    expect(Reminders.parse((await staff.call('GET', '/api/account/reminders')).json()).totalCount).toBe(1);
  });

  it('refuses a reminder without a name or a real date, and an empty change', async () => {
    const staff = await staffMember();
    for (const body of [
      { name: '  ', date: '2026-11-27' },
      { name: 'x', date: '2026-02-30' },
      { name: 'x', date: '27/11/2026' },
      { name: 'x'.repeat(121), date: '2026-11-27' },
    ]) {
      const res = await staff.call('POST', '/api/staff/reminders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const made = StaffReminder.parse(
      (await staff.call('POST', '/api/staff/reminders', { name: 'x', date: '2026-11-27' })).json(),
    );
    expect((await staff.call('PATCH', `/api/staff/reminders/${made.id}`, {})).statusCode).toBe(400);
    expect((await staff.call('GET', '/api/staff/reminders/not-a-uuid')).statusCode).toBe(400);
  });

  it('counts reminders by week, Monday first, in the shop time zone', async () => {
    const staff = await staffMember();
    const a = StaffReminder.parse(
      (await staff.call('POST', '/api/staff/reminders', { name: 'a', date: '2026-11-24' })).json(),
    );
    await staff.call('POST', '/api/staff/reminders', { name: 'b', date: '2026-11-17' });
    await staff.call('POST', '/api/staff/reminders', { name: 'c', date: '2026-12-20' });
    await staff.call('POST', `/api/staff/reminders/${a.id}/complete`);
    // One made two weeks ago (by its row), to see the weeks apart.
    await handle.db
      .update(reminders)
      .set({ createdAt: new Date('2026-11-10T00:00:00Z') })
      .where(eq(reminders.name, 'b'));
    const stats = ReminderStats.parse((await staff.call('GET', '/api/staff/reminders/stats?weeks=3')).json());
    expect(stats).toEqual({
      open: 2,
      weeks: [
        { weekStart: '2026-11-09', created: 1, completed: 0, due: 0 },
        { weekStart: '2026-11-16', created: 0, completed: 0, due: 1 },
        { weekStart: '2026-11-23', created: 2, completed: 1, due: 1 },
      ],
    });
    expect((await staff.call('GET', '/api/staff/reminders/stats?weeks=53')).statusCode).toBe(400);
  });
});

describe(`toolbar, panels and embed tokens on ${dbLabel}`, () => {
  it('answers the toolbar with the open reminders', async () => {
    const staff = await staffMember({ firstName: 'Alex' });
    await staff.call('POST', '/api/staff/reminders', { name: 'Ring back', notes: 'x', date: '2026-11-26' });
    const toolbar = StaffToolbar.parse((await staff.call('GET', '/api/staff/toolbar')).json());
    expect(toolbar).toMatchObject({
      firstName: 'Alex',
      salespersonCode: 'SP001',
      hasContentSystem: true,
      reminders: { totalCount: 1, reminders: [{ name: 'Ring back' }] },
    });
    const withoutCms = await staffMember({ winningCmsUrl: null });
    expect(
      StaffToolbar.parse((await withoutCms.call('GET', '/api/staff/toolbar')).json()).hasContentSystem,
    ).toBe(false);
  });

  it('builds a panel address with a fresh single-use embed token, never the session token', async () => {
    const staff = await staffMember();
    const res = await staff.call('POST', '/api/staff/panel-url', panelBody);
    expect(res.statusCode).toBe(200);
    const panel = PanelUrlResult.parse(res.json());
    expect(panel.fullWidth).toBe(false);
    expect(panel.origin).toBe('http://localhost:3000');
    const url = new URL(panel.url!);
    expect(url.pathname).toBe('/staff/product-page');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sku: 'SKU-1',
      salespersoncode: 'SP001',
      sitename: 'aol',
      embed: 'true',
      parent_base_url: 'http://localhost:3000',
    });
    expect(url.searchParams.get('cb')).toMatch(/^[0-9a-f]{12}$/);
    expect(panel.url).not.toContain(staff.token);
    expect(url.searchParams.has('access_token')).toBe(false);
    const token = url.searchParams.get('embed_token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const stored = await handle.db
      .select()
      .from(staffEmbedTokens)
      .where(eq(staffEmbedTokens.accountId, staff.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const redeem = (t: string) =>
      app.inject({ method: 'POST', url: '/api/staff/embed/redeem', payload: { token: t } });
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    const session = EmbedRedeemResult.parse(first.json());
    expect(session.maxAgeSeconds).toBe(1800);
    // Spent: a second use is refused.
    const second = await redeem(token);
    expect(second.statusCode).toBe(401);
    // A page session is not an embed token either.
    expect((await redeem(session.sessionToken)).statusCode).toBe(401);

    // The page session opens the reminders calls of the staff pages, not the toolbar nor new panels.
    const page = { cookie: `shop_staff_page=${session.sessionToken}` };
    const made = await app.inject({
      method: 'POST',
      url: '/api/staff/reminders',
      headers: page,
      payload: { name: 'From the panel', date: '2026-11-28' },
    });
    expect(made.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/staff/me', headers: page })).json()).toEqual({
      firstName: 'Alex',
      winningUserId: expect.stringMatching(/^W/),
      salespersonCode: 'SP001',
    });
    expect(
      Reminders.parse((await staff.call('GET', '/api/account/reminders')).json()).reminders.map(
        (r) => r.name,
      ),
    ).toContain('From the panel');
    expect((await app.inject({ url: '/api/staff/toolbar', headers: page })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/staff/panel-url', headers: page, payload: panelBody }))
        .statusCode,
    ).toBe(401);
    // It ends after thirty minutes.
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await app.inject({ url: '/api/staff/reminders', headers: page })).statusCode).toBe(401);
    clock = new Date('2026-11-25T01:00:00Z');
  });

  it('refuses an embed token after two minutes', async () => {
    const staff = await staffMember();
    const panel = PanelUrlResult.parse((await staff.call('POST', '/api/staff/panel-url', panelBody)).json());
    const token = new URL(panel.url!).searchParams.get('embed_token')!;
    clock = new Date(clock.getTime() + 121_000);
    const res = await app.inject({ method: 'POST', url: '/api/staff/embed/redeem', payload: { token } });
    expect(res.statusCode).toBe(401);
    clock = new Date('2026-11-25T01:00:00Z');
  });

  it('answers a null address, and issues no token, without a content system or (but for products) a salesperson code', async () => {
    const noCms = await staffMember({ winningCmsUrl: null });
    const noCode = await staffMember({ salespersonCode: null });
    const before = (await handle.db.select().from(staffEmbedTokens)).length;
    expect((await noCms.call('POST', '/api/staff/panel-url', panelBody)).json()).toEqual({
      url: null,
      origin: null,
      fullWidth: false,
    });
    const list = { panel: 'reminders-list', parentBaseUrl: 'http://localhost:3000' };
    expect((await noCode.call('POST', '/api/staff/panel-url', list)).json()).toEqual({
      url: null,
      origin: null,
      fullWidth: true,
    });
    expect((await handle.db.select().from(staffEmbedTokens)).length).toBe(before);
    const product = PanelUrlResult.parse(
      (await noCode.call('POST', '/api/staff/panel-url', panelBody)).json(),
    );
    expect(new URL(product.url!).searchParams.get('salespersoncode')).toBe('');
    expect(
      (await noCode.call('POST', '/api/staff/panel-url', { ...panelBody, sku: undefined })).statusCode,
    ).toBe(400);
  });
});

describe('panel addresses', () => {
  const base = contentSystemBase('https://cms.example/staff', 'http://shop.example');
  const input = {
    base,
    salespersonCode: 'SP1',
    siteName: 'wa',
    parentBaseUrl: 'http://shop.example',
  } as const;

  it('puts each page at its path with its own parameter', () => {
    const create = new URL(
      panelUrl({ ...input, panel: 'reminders-create', id: someId, projectId: 'P1' }, 't', 'c')!,
    );
    expect(create.pathname).toBe('/staff/reminders/create');
    expect(create.searchParams.get('id')).toBe(someId);
    expect(create.searchParams.has('projectId')).toBe(false);
    const fromProject = new URL(
      panelUrl({ ...input, panel: 'reminders-create', projectId: 'P1' }, 't', 'c')!,
    );
    expect(fromProject.searchParams.get('projectId')).toBe('P1');
    expect(new URL(panelUrl({ ...input, panel: 'reminders-stats' }, 't', 'c')!).pathname).toBe(
      '/staff/reminders/stats',
    );
  });

  it('reads the content system url against the storefront, and only over http(s)', () => {
    expect(contentSystemBase('/staff', 'http://localhost:3200')?.toString()).toBe(
      'http://localhost:3200/staff/',
    );
    expect(contentSystemBase('javascript:alert(1)', 'http://localhost')).toBeNull();
    expect(contentSystemBase('  ', 'http://localhost')).toBeNull();
    expect(contentSystemBase(null, 'http://localhost')).toBeNull();
  });

  it('buckets by the Monday of the week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    // 00:30 on Monday in Sydney is still Sunday in UTC: it counts in Sydney's week.
    const rows = [{ createdAt: new Date('2026-11-22T13:30:00Z'), completedAt: null, dueDate: '2026-11-22' }];
    expect(bucketByWeek(rows, '2026-11-25', 2, 'Australia/Sydney')).toEqual([
      { weekStart: '2026-11-16', created: 0, completed: 0, due: 1 },
      { weekStart: '2026-11-23', created: 1, completed: 0, due: 0 },
    ]);
  });
});
