import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Db, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import type { SignedIn } from '../auth/signed-in.ts';
import {
  listKeyOf,
  lockOrCreateList,
  mergeListIntoAccount,
  ownedList,
  ownerAfter,
  type ListKey,
  type ListOwner,
  type ListStore,
} from './owned-list.ts';

/** A list kind kept in memory: the mechanism's rules are under test here, the stores' SQL in the cart and compare. */
function memoryStore() {
  const lists = new Map<string, { accountId: string | null; items: string[] }>();
  const calls: string[] = [];
  const find = (key: ListKey) =>
    'accountId' in key
      ? ([...lists].find(([, l]) => l.accountId === key.accountId)?.[0] ?? null)
      : lists.get(key.listId)?.accountId === null
        ? key.listId
        : null;
  const store: ListStore = {
    scope: 'compare',
    lock: async (_tx: Db, key: ListKey) => find(key),
    async lockSession(_tx, listId, accountId) {
      const list = lists.get(listId);
      if (!list || (list.accountId !== null && list.accountId !== accountId)) return null;
      return { id: listId, accountId: list.accountId };
    },
    async create(_tx, { listId, accountId }) {
      calls.push(`create ${accountId ?? 'anonymous'}`);
      lists.set(listId, { accountId, items: [] });
    },
    async assign(_tx, listId, accountId) {
      calls.push(`assign ${listId} ${accountId}`);
      lists.get(listId)!.accountId = accountId;
    },
    async absorb(_tx, from, into) {
      calls.push(`absorb ${from} ${into}`);
      lists.get(into)!.items.push(...lists.get(from)!.items);
      lists.delete(from);
    },
  };
  return { store, lists, calls };
}

const ANON = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const MINE = '33333333-3333-4333-8333-333333333333';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

describe('list keys', () => {
  it('finds an account by its id and an anonymous list by its cookie, never a missing one', () => {
    expect(listKeyOf({ accountId: 'a' })).toEqual({ accountId: 'a' });
    expect(listKeyOf({ listId: ANON })).toEqual({ listId: ANON });
    expect(listKeyOf({ listId: null })).toBeNull();
  });

  it('reads an anonymous shopper’s new list by its id after a write; an account stays the account', () => {
    expect(ownerAfter({ listId: null }, { listId: ANON, created: true })).toEqual({ listId: ANON });
    expect(ownerAfter({ accountId: 'a' }, { listId: ANON, created: false })).toEqual({ accountId: 'a' });
  });
});

describe('lockOrCreateList', () => {
  it('makes an anonymous list on the first write, flagged for its cookie, and reuses a held one', async () => {
    const { store, lists } = memoryStore();
    const made = await lockOrCreateList(handle.db, store, { listId: null });
    expect(made.created).toBe(true);
    expect(lists.get(made.listId)).toEqual({ accountId: null, items: [] });
    expect(await lockOrCreateList(handle.db, store, { listId: made.listId })).toEqual({
      listId: made.listId,
      created: false,
    });
  });

  it('makes a new anonymous list when the cookie names a list that is gone', async () => {
    const { store } = memoryStore();
    const made = await lockOrCreateList(handle.db, store, { listId: ANON });
    expect(made.created).toBe(true);
    expect(made.listId).not.toBe(ANON);
  });

  it("makes an account's list once, under the account lock, with no cookie to set", async () => {
    const { store, calls } = memoryStore();
    const first = await inTransaction(handle.db, (tx) => lockOrCreateList(tx, store, { accountId: 'acct' }));
    const again = await inTransaction(handle.db, (tx) => lockOrCreateList(tx, store, { accountId: 'acct' }));
    expect(first.created).toBe(false);
    expect(again).toEqual(first);
    expect(calls).toEqual(['create acct']);
  });
});

describe('mergeListIntoAccount', () => {
  it('is null when neither list exists', async () => {
    const { store } = memoryStore();
    expect(await mergeListIntoAccount(handle.db, store, ANON, 'acct')).toBeNull();
  });

  it("makes the session list the account's when the account has none (same id)", async () => {
    const { store, lists, calls } = memoryStore();
    lists.set(ANON, { accountId: null, items: ['a'] });
    expect(await mergeListIntoAccount(handle.db, store, ANON, 'acct')).toBe(ANON);
    expect(lists.get(ANON)?.accountId).toBe('acct');
    expect(calls).toEqual([`assign ${ANON} acct`]);
  });

  it("lets the account's list absorb the session list", async () => {
    const { store, lists, calls } = memoryStore();
    lists.set(ANON, { accountId: null, items: ['a'] });
    lists.set(MINE, { accountId: 'acct', items: ['b'] });
    expect(await mergeListIntoAccount(handle.db, store, ANON, 'acct')).toBe(MINE);
    expect(lists.get(MINE)?.items).toEqual(['b', 'a']);
    expect(lists.has(ANON)).toBe(false);
    expect(calls).toEqual([`absorb ${ANON} ${MINE}`]);
  });

  it("leaves another account's list alone, and changes nothing for the account's own", async () => {
    const { store, lists, calls } = memoryStore();
    lists.set(OTHER, { accountId: 'someone-else', items: ['x'] });
    lists.set(MINE, { accountId: 'acct', items: [] });
    expect(await mergeListIntoAccount(handle.db, store, OTHER, 'acct')).toBe(MINE);
    expect(await mergeListIntoAccount(handle.db, store, MINE, 'acct')).toBe(MINE);
    expect(lists.get(OTHER)?.items).toEqual(['x']);
    expect(calls).toEqual([]);
  });
});

describe('ownedList (the request side)', () => {
  const COOKIE = 'test_list';
  let app: FastifyInstance;
  let memory: ReturnType<typeof memoryStore>;

  beforeAll(async () => {
    memory = memoryStore();
    // Signed in as the account named in a header: token checks belong to the auth module.
    const signedIn: SignedIn = {
      accountOf: async (request) => (request.headers['x-account'] as string) ?? null,
    };
    const list = ownedList({ db: handle.db, store: memory.store, cookie: COOKIE, signedIn });
    app = Fastify();
    await app.register(fastifyCookie);
    app.get('/owner', async (request, reply) => list.ownerOf(request, reply));
    app.post('/write', async (request, reply) => {
      const owner: ListOwner = await list.ownerOf(request, reply);
      const target = await lockOrCreateList(handle.db, memory.store, owner);
      return list.remember(request, reply, owner, target);
    });
    app.delete('/list', async (request, reply) => {
      list.forget(request, reply, await list.ownerOf(request, reply));
      return {};
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const cookieOf = (res: { cookies: { name: string; value: string; expires?: Date }[] }) =>
    res.cookies.find((c) => c.name === COOKIE);

  it("reads an anonymous shopper's list from a well-formed cookie only", async () => {
    const none = await app.inject({ url: '/owner' });
    expect(none.json()).toEqual({ listId: null });
    const upper = await app.inject({ url: '/owner', cookies: { [COOKIE]: ANON.toUpperCase() } });
    expect(upper.json()).toEqual({ listId: ANON });
    const junk = await app.inject({ url: '/owner', cookies: { [COOKIE]: 'not-a-uuid' } });
    expect(junk.json()).toEqual({ listId: null });
  });

  it('sets an HttpOnly, SameSite=Lax cookie for a new anonymous list, and none for a held one', async () => {
    const first = await app.inject({ method: 'POST', url: '/write' });
    const cookie = cookieOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.json()).toEqual({ listId: cookie?.value });
    const again = await app.inject({ method: 'POST', url: '/write', cookies: { [COOKIE]: cookie!.value } });
    expect(cookieOf(again)).toBeUndefined();
    expect(again.json()).toEqual({ listId: cookie?.value });
  });

  it('merges the cookie’s list into the account once and clears the cookie', async () => {
    memory.lists.set(ANON, { accountId: null, items: ['a'] });
    const res = await app.inject({
      url: '/owner',
      headers: { 'x-account': 'shopper' },
      cookies: { [COOKIE]: ANON },
    });
    expect(res.json()).toEqual({ accountId: 'shopper' });
    expect(memory.lists.get(ANON)?.accountId).toBe('shopper');
    expect(cookieOf(res)?.value).toBe('');
    const later = await app.inject({ url: '/owner', headers: { 'x-account': 'shopper' } });
    expect(cookieOf(later)).toBeUndefined();
  });

  it('clears a malformed cookie of a signed-in request without merging anything', async () => {
    const before = memory.calls.length;
    const res = await app.inject({
      url: '/owner',
      headers: { 'x-account': 'shopper' },
      cookies: { [COOKIE]: 'junk' },
    });
    expect(cookieOf(res)?.value).toBe('');
    expect(memory.calls.length).toBe(before);
  });

  it("forgets an anonymous list's cookie; a signed-in request keeps none to forget", async () => {
    const anonymous = await app.inject({ method: 'DELETE', url: '/list', cookies: { [COOKIE]: OTHER } });
    expect(cookieOf(anonymous)?.value).toBe('');
    const signedIn = await app.inject({
      method: 'DELETE',
      url: '/list',
      headers: { 'x-account': 'shopper' },
    });
    expect(cookieOf(signedIn)).toBeUndefined();
  });
});
