import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db } from '@shop/db';
import type { SignedIn } from '../auth/signed-in.ts';
import { clearIdCookie, readIdCookie, setIdCookie } from './list-cookie.ts';

// A list held by a cookie and merged into the account once signed in (docs/decisions/0012, 0014): the cart and the
// compare list follow the same rules, so they share this one mechanism and differ only in their ListStore.

/** Whose list a request means: the signed-in account's, or the anonymous list the cookie names (null: none). */
export type ListOwner = { accountId: string } | { listId: string | null };

/**
 * How a list is found: by the cookie's id, which only ever reaches an anonymous list, or by the signed-in account.
 * An id alone never reaches an account's list: ids are shown in answers, and a signed-out browser must not keep it.
 */
export type ListKey = { listId: string } | { accountId: string };

/** A write's list, and whether an anonymous list was made for it (its cookie must be set). */
export interface ListTarget {
  listId: string;
  created: boolean;
}

/** The key that finds the owner's list, or null when an anonymous shopper has none yet. */
export function listKeyOf(owner: ListOwner): ListKey | null {
  if ('accountId' in owner) return { accountId: owner.accountId };
  return owner.listId ? { listId: owner.listId } : null;
}

/** The owner to read after a write: an anonymous shopper's new list is found by its new id. */
export function ownerAfter(owner: ListOwner, target: ListTarget): ListOwner {
  return 'accountId' in owner ? owner : { listId: target.listId };
}

/** The statements of one kind of list; every one runs inside the caller's transaction. */
export interface ListStore {
  /** Names the account's advisory lock, taken before the account's list is made or merged into. */
  readonly scope: 'cart' | 'compare';
  /** Row-locks the list the key finds (serialising its edits); its id, or null when there is none. */
  lock(tx: Db, key: ListKey): Promise<string | null>;
  /** Row-locks a session's list for a merge: only when it is anonymous or already the account's. */
  lockSession(
    tx: Db,
    listId: string,
    accountId: string,
  ): Promise<{ id: string; accountId: string | null } | null>;
  create(tx: Db, params: { listId: string; accountId: string | null }): Promise<void>;
  /** Makes an anonymous list the account's, keeping its id and contents. */
  assign(tx: Db, listId: string, accountId: string): Promise<void>;
  /** Moves a session list's contents into the account's by the list's own rules, then drops the session list. */
  absorb(tx: Db, from: string, into: string): Promise<void>;
}

/**
 * Transaction-scoped lock on one account's list of a kind. Making the account's row and merging a session into it
 * take it first, so two browsers signing in at once cannot both make or claim the account's row (the unique index on
 * account_id would otherwise fail one of them).
 */
async function lockAccountList(tx: Db, scope: ListStore['scope'], accountId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${accountId}`}, 0))`);
}

/**
 * Locks the owner's list inside a transaction, making it when there is none: an account's under the account lock
 * (so two browsers cannot both make it); an anonymous one with a new id, whose cookie the caller sets. A refused
 * change rolls a new list back with it.
 */
export async function lockOrCreateList(tx: Db, store: ListStore, owner: ListOwner): Promise<ListTarget> {
  const key = listKeyOf(owner);
  const held = key ? await store.lock(tx, key) : null;
  if (held) return { listId: held, created: false };
  if ('accountId' in owner) {
    await lockAccountList(tx, store.scope, owner.accountId);
    const made = await store.lock(tx, { accountId: owner.accountId });
    if (made) return { listId: made, created: false };
    const listId = randomUUID();
    await store.create(tx, { listId, accountId: owner.accountId });
    return { listId, created: false };
  }
  const listId = randomUUID();
  await store.create(tx, { listId, accountId: null });
  return { listId, created: true };
}

/**
 * Signing in: the session's anonymous list follows the account. With no account list yet the session list becomes
 * the account's (same id); otherwise the store absorbs it into the account's. A list that belongs to another account
 * is left alone. The account's list id, or null when neither list exists.
 */
export function mergeListIntoAccount(
  db: Db,
  store: ListStore,
  sessionId: string,
  accountId: string,
): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    await lockAccountList(tx, store.scope, accountId);
    const session = await store.lockSession(tx, sessionId, accountId);
    const account = await store.lock(tx, { accountId });
    if (!session) return account;
    if (!account || account === session.id) {
      if (session.accountId === null) await store.assign(tx, session.id, accountId);
      return session.id;
    }
    await store.absorb(tx, session.id, account);
    return account;
  });
}

/** The request side of one kind of list: which list a request means, and its cookie. */
export interface OwnedList {
  /**
   * The account's list when signed in, merging the cookie's anonymous list into it on the first signed-in request
   * that still carries the cookie, and clearing that cookie (the account's list is reached through the token only);
   * else the cookie's list.
   */
  ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<ListOwner>;
  /** After a write: sets the cookie of a new anonymous list; the owner whose list to show next. */
  remember(request: FastifyRequest, reply: FastifyReply, owner: ListOwner, target: ListTarget): ListOwner;
  /** After deleting an anonymous list: clears its cookie (a signed-in request's cookie went in ownerOf). */
  forget(request: FastifyRequest, reply: FastifyReply, owner: ListOwner): void;
}

export function ownedList(opts: { db: Db; store: ListStore; cookie: string; signedIn: SignedIn }): OwnedList {
  const { db, store, cookie, signedIn } = opts;
  return {
    async ownerOf(request, reply) {
      const accountId = await signedIn.accountOf(request);
      const listId = readIdCookie(request, cookie);
      if (!accountId) return { listId };
      if (request.cookies[cookie] !== undefined) {
        if (listId) await mergeListIntoAccount(db, store, listId, accountId);
        clearIdCookie(request, reply, cookie);
      }
      return { accountId };
    },
    remember(request, reply, owner, target) {
      if (target.created) setIdCookie(request, reply, cookie, target.listId);
      return ownerAfter(owner, target);
    },
    forget(request, reply, owner) {
      if ('listId' in owner) clearIdCookie(request, reply, cookie);
    },
  };
}
