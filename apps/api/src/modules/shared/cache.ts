import type { Db } from '@shop/db';
import { deepFreeze } from '@shop/contracts/deep-freeze';

/**
 * How long a read may be served from memory (docs/decisions/0016-read-caching.md). Every value here is the most a
 * shopper can see of a change made elsewhere: nothing in the storefront writes what these reads return.
 */
export const READ_TTL = {
  /**
   * Prices, stock and listings. Their answers are then shared for a further 5 s (./shared-answer.ts), so a changed
   * price reaches every answer within half a minute, as before (docs/decisions/0076); the cart reads its own.
   */
  catalogue: 25_000,
  /** The category tree, brands, settings, the sale and the alert banner (the last two also end on time). */
  reference: 60_000,
  /** Navigation and static pages: edited by hand, rarely. */
  content: 300_000,
} as const;

/** A time to live: fixed, or decided by the value (0 = do not keep it, e.g. a 'not found'). */
export type Ttl<T> = number | ((value: T) => number);

/**
 * Lets a load keep what it read under other keys too (a product found by slug is also the product of its id and sku),
 * with the freshness of this load; nothing is kept when the cache was cleared while the load ran.
 */
export type Prime = (key: string, value: unknown, ttlMs: number) => void;

export interface ReadCacheOptions {
  /** Oldest entries go first beyond this many keys (listing keys vary with filters; memory stays bounded). */
  maxEntries?: number;
  /** Milliseconds now; read on every call so tests can move the clock. */
  now?: () => number;
}

interface Entry {
  value: unknown;
  expires: number;
}

/**
 * An in-process read-through cache with a time to live per entry. Concurrent misses of one key share one load (a
 * burst of shoppers on a cold page costs one set of queries); failed loads are not kept; `clear()` drops everything,
 * and a load that was running when it was called is not kept either.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private generation = 0;
  private readonly children = new Map<string, ReadCache>();
  hits = 0;
  misses = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? (() => Date.now());
  }

  async get<T>(key: string, ttl: Ttl<T>, load: (prime: Prime) => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expires > this.now()) {
        this.hits += 1;
        return entry.value as T;
      }
      this.entries.delete(key);
    }
    const running = this.loading.get(key);
    if (running) {
      this.hits += 1;
      return running as Promise<T>;
    }
    this.misses += 1;
    const generation = this.generation;
    const prime: Prime = (other, value, ms) => {
      if (ms > 0 && generation === this.generation && !this.entries.has(other))
        this.store(other, deepFreeze(value), ms);
    };
    const promise = load(prime).then((value) => {
      const ms = typeof ttl === 'function' ? ttl(value) : ttl;
      if (ms > 0 && generation === this.generation) this.store(key, deepFreeze(value), ms);
      return value;
    });
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    }
  }

  /**
   * A cache of its own size under this one, for a read with many short-lived keys (the typeahead's terms) that would
   * otherwise push the pages' entries out; `clear()` of this cache empties it too. One per name.
   */
  child(name: string, options: Omit<ReadCacheOptions, 'now'> = {}): ReadCache {
    let cache = this.children.get(name);
    if (!cache) {
      cache = new ReadCache({ ...options, now: this.now });
      this.children.set(name, cache);
    }
    return cache;
  }

  /** Forgets every entry (tests that change data, or an admin change that must show at once). */
  clear(): void {
    for (const child of this.children.values()) child.clear();
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: unknown, ms: number): void {
    this.entries.set(key, { value, expires: this.now() + ms });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

// One cache per database handle: a test file (or a transaction) with its own database never sees another's answers.
const caches = new WeakMap<Db, ReadCache>();

/** The read cache of this database handle, created on first use. */
export function readCacheFor(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Keeps a value for `ms`, but not a null ('not found' is cheap to ask again and must show a new row at once). */
export function unlessNull<T>(ms: number): (value: T | null) => number {
  return (value) => (value === null ? 0 : ms);
}

/**
 * A stable key part for a parsed query: names sorted, empty values dropped, list values trimmed, lower-cased and
 * de-duplicated (every listing facet matches case-insensitively and ignores repeats). List order is kept: it decides
 * the order in which selected categories outside the page's own are shown.
 */
export function queryKey(query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? [...new Set(value.map((v) => encodeURIComponent(String(v).trim().toLowerCase())))].join(',')
      : encodeURIComponent(String(value));
    if (text !== '') parts.push(`${name}=${text}`);
  }
  return parts.join('&');
}
