import type { CollectorBatch, CollectorEntry } from '@shop/contracts/analytics-events';
import {
  COLLECTOR_BATCH_MAX,
  COLLECTOR_ITEMS_MAX,
  COLLECTOR_STRING_MAX,
  isCollectedEvent,
} from '@shop/domain';
import { addAnalyticsSink } from './analytics.ts';
import { readItem, writeItem } from './storage.ts';

// The shop's own analytics collector (issue 16): every tracked entry with a known event name also goes, in small
// batches, to the shop's own endpoint. No third party: a random id kept in this browser tells visits apart, nothing
// personal. Only the contract's types are imported, so no schema reaches the browser.

export const COLLECTOR_PATH = '/api/analytics/events';
/** Entries wait at most this long before they are sent… */
export const COLLECTOR_FLUSH_MS = 2000;
/** …or go at once when this many are waiting. */
export const COLLECTOR_FLUSH_SIZE = 10;
/** Where the browser's first-party client id is kept. */
export const CLIENT_ID_KEY = 'analytics-client-id';

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ECOMMERCE_TEXT = ['currency', 'transaction_id', 'coupon', 'payment_type', 'shipping_tier'] as const;
const ECOMMERCE_LIST_TEXT = ['item_list_id', 'item_list_name', 'search_term'] as const;
const ECOMMERCE_NUMBERS = ['shipping', 'tax'] as const;
/** The value the server takes at most (in dollars; it stores cents). */
const VALUE_MAX = 100_000_000;
const ITEM_FIELDS_MAX = 30;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's collector id: kept in localStorage, made once; a fresh one each time when storage is blocked. */
export function collectorClientId(): string {
  const saved = readItem(CLIENT_ID_KEY);
  if (saved && CLIENT_ID.test(saved)) return saved;
  const id = randomId();
  writeItem(CLIENT_ID_KEY, id);
  return id;
}

const cut = (text: string) => {
  const chars = [...text];
  return chars.length > COLLECTOR_STRING_MAX ? chars.slice(0, COLLECTOR_STRING_MAX).join('') : text;
};

function item(raw: unknown): Record<string, string | number | boolean | null> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(raw).slice(0, ITEM_FIELDS_MAX)) {
    if (key.length === 0 || key.length > 40) continue;
    if (typeof value === 'string') out[key] = cut(value);
    else if (
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'boolean' ||
      value === null
    )
      out[key] = value;
  }
  return out;
}

const items = (list: unknown[]) =>
  list
    .slice(0, COLLECTOR_ITEMS_MAX)
    .map(item)
    .filter((i) => i !== null);

/** The GA4 ecommerce object trimmed to what the endpoint takes, so one odd field never loses the whole batch. */
function ecommerceOf(entry: Readonly<Record<string, unknown>>): CollectorEntry['ecommerce'] {
  const raw = entry['ecommerce'];
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const e = raw as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of [...ECOMMERCE_TEXT, ...ECOMMERCE_LIST_TEXT])
      if (typeof e[key] === 'string') out[key] = cut(e[key]);
    if (typeof out['currency'] === 'string' && !/^[A-Za-z]{3}$/.test(out['currency'])) delete out['currency'];
    for (const key of ECOMMERCE_NUMBERS)
      if (typeof e[key] === 'number' && Number.isFinite(e[key])) out[key] = e[key];
    const value = typeof e['value'] === 'string' ? Number(e['value']) : e['value'];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= VALUE_MAX)
      out['value'] = value;
    if (Array.isArray(e['items'])) out['items'] = items(e['items']);
    return out as CollectorEntry['ecommerce'];
  }
  // The shop's own compare and cart entries name their products by sku.
  if (typeof entry['sku'] === 'string') {
    const quantity = entry['quantity'];
    return { items: [{ item_id: cut(entry['sku']), ...(typeof quantity === 'number' ? { quantity } : {}) }] };
  }
  // GA4's search event carries its term beside the event name.
  if (typeof entry['search_term'] === 'string') return { search_term: cut(entry['search_term']) };
  if (Array.isArray(entry['skus']))
    return {
      items: items(entry['skus'].filter((s) => typeof s === 'string').map((sku) => ({ item_id: sku }))),
    };
  return undefined;
}

/** What the endpoint takes of one data-layer entry; null for entries it would not keep. */
export function toCollectorEntry(
  entry: Readonly<Record<string, unknown>>,
  clientId: string,
): CollectorEntry | null {
  const event = entry['event'];
  if (typeof event !== 'string' || !isCollectedEvent(event)) return null;
  const ecommerce = ecommerceOf(entry);
  return { event, clientId, ...(ecommerce ? { ecommerce } : {}) };
}

export interface CollectorTransport {
  /** An ordinary same-origin POST while the page lives. */
  post(body: string): void;
  /** A beacon as the page goes away; false when the browser would not queue it. */
  beacon(body: string): boolean;
}

const browserTransport: CollectorTransport = {
  post(body) {
    void fetch(COLLECTOR_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {
      // Analytics never disturbs the page: a batch that cannot be sent is dropped.
    });
  },
  beacon(body) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(COLLECTOR_PATH, new Blob([body], { type: 'application/json' }));
  },
};

export interface Collector {
  add(entry: Readonly<Record<string, unknown>>): void;
  /** Sends what waits now; `leaving` uses a beacon (the page is going away). */
  flush(leaving?: boolean): void;
  /** How many entries wait. */
  readonly pending: number;
}

/** A batching queue: sent after COLLECTOR_FLUSH_MS, at COLLECTOR_FLUSH_SIZE entries, or when flushed. */
export function createCollector(options: { transport?: CollectorTransport; clientId?: () => string } = {}) {
  const transport = options.transport ?? browserTransport;
  const idOf = options.clientId ?? collectorClientId;
  let queue: CollectorEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(leaving = false) {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch: CollectorBatch = { events: queue.slice(0, COLLECTOR_BATCH_MAX) };
      queue = queue.slice(COLLECTOR_BATCH_MAX);
      const body = JSON.stringify(batch);
      if (!leaving || !transport.beacon(body)) transport.post(body);
    }
  }

  const collector: Collector = {
    add(entry) {
      const collected = toCollectorEntry(entry, idOf());
      if (!collected) return;
      queue.push(collected);
      if (queue.length >= COLLECTOR_FLUSH_SIZE) flush();
      else timer ??= setTimeout(() => flush(), COLLECTOR_FLUSH_MS);
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
  return collector;
}

let replayed = false;

/**
 * Starts the collector in the browser: a sink of every tracked entry, flushed by beacon when the page is hidden or
 * left. Entries pushed before it started (the first page's own) are taken from `window.dataLayer` once per page load.
 * Answers the function that stops it, sending what still waits.
 */
export function startCollector(options: { transport?: CollectorTransport } = {}): () => void {
  const collector = createCollector(options);
  if (!replayed) {
    replayed = true;
    for (const entry of window.dataLayer ?? [])
      if (typeof entry === 'object' && entry !== null && !Array.isArray(entry))
        collector.add(entry as Record<string, unknown>);
  }
  const removeSink = addAnalyticsSink((entry) => collector.add(entry));
  const leave = () => collector.flush(true);
  const hidden = () => {
    if (document.visibilityState === 'hidden') collector.flush(true);
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    removeSink();
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
    collector.flush();
  };
}

/** Forgets that the data layer was read (tests start from a fresh page). */
export function resetCollectorReplay(): void {
  replayed = false;
}
