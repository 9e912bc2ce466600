import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectorBatch } from '@shop/contracts/analytics-events';
import { pushEntry } from './analytics.ts';
import {
  CLIENT_ID_KEY,
  COLLECTOR_PATH,
  collectorClientId,
  createCollector,
  resetCollectorReplay,
  startCollector,
  toCollectorEntry,
  type CollectorTransport,
} from './collector.ts';

function recorder(beaconAnswer = true) {
  const posts: CollectorBatch[] = [];
  const beacons: CollectorBatch[] = [];
  const transport: CollectorTransport = {
    post: (body) => void posts.push(JSON.parse(body) as CollectorBatch),
    beacon: (body) => {
      if (beaconAnswer) beacons.push(JSON.parse(body) as CollectorBatch);
      return beaconAnswer;
    },
  };
  return { posts, beacons, transport };
}

const ID = 'c_test_client_1';
const view = (sku: string) => ({
  event: 'view_item',
  ecommerce: { currency: 'AUD', value: 10, items: [{ item_id: sku }] },
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  window.dataLayer = [];
  resetCollectorReplay();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the collector queue', () => {
  it('sends a batch 2 s after the first entry, not before', () => {
    const { posts, transport } = recorder();
    const c = createCollector({ transport, clientId: () => ID });
    c.add(view('A'));
    vi.advanceTimersByTime(1500);
    c.add(view('B'));
    vi.advanceTimersByTime(499);
    expect(posts).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.events.map((e) => e.ecommerce?.items?.[0]?.['item_id'])).toEqual(['A', 'B']);
    expect(posts[0]?.events[0]).toEqual({ clientId: ID, ...view('A') });
    expect(c.pending).toBe(0);
  });

  it('sends at once when 10 entries wait, and the timer does not send an empty batch after', () => {
    const { posts, transport } = recorder();
    const c = createCollector({ transport, clientId: () => ID });
    for (let i = 0; i < 10; i++) c.add(view(`S${i}`));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.events).toHaveLength(10);
    vi.advanceTimersByTime(5000);
    expect(posts).toHaveLength(1);
  });

  it('drops entries without a known event name', () => {
    const { posts, transport } = recorder();
    const c = createCollector({ transport, clientId: () => ID });
    c.add({ event: 'gtm.js' });
    c.add({ event: 'checkout_submission_error', error_message: 'x' });
    c.add({ ecommerce: { value: 1 } });
    expect(c.pending).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(posts).toHaveLength(0);
  });

  it('uses a beacon when leaving, and an ordinary post when the beacon is refused', () => {
    const ok = recorder(true);
    const c = createCollector({ transport: ok.transport, clientId: () => ID });
    c.add(view('A'));
    c.flush(true);
    expect(ok.beacons).toHaveLength(1);
    expect(ok.posts).toHaveLength(0);
    const refused = recorder(false);
    const d = createCollector({ transport: refused.transport, clientId: () => ID });
    d.add(view('B'));
    d.flush(true);
    expect(refused.posts).toHaveLength(1);
  });
});

describe('entries as the endpoint takes them', () => {
  it('trims ecommerce to the fields, 50 items and 200 characters, and drops values the endpoint would refuse', () => {
    const entry = toCollectorEntry(
      {
        event: 'purchase',
        ecommerce: {
          currency: 'Australian dollars',
          value: '1299.5',
          transaction_id: 'W'.repeat(300),
          tax: Number.NaN,
          shipping: 20,
          secret: 'kept out',
          items: [
            ...Array.from({ length: 60 }, (_, i) => ({ item_id: `S${i}`, price: '10', nested: { a: 1 } })),
          ],
        },
      },
      ID,
    );
    expect(entry?.ecommerce?.currency).toBeUndefined();
    expect(entry?.ecommerce?.value).toBe(1299.5);
    expect(entry?.ecommerce?.transaction_id).toHaveLength(200);
    expect(entry?.ecommerce).not.toHaveProperty('tax');
    expect(entry?.ecommerce).not.toHaveProperty('secret');
    expect(entry?.ecommerce?.shipping).toBe(20);
    expect(entry?.ecommerce?.items).toHaveLength(50);
    expect(entry?.ecommerce?.items?.[0]).toEqual({ item_id: 'S0', price: '10' });
  });

  it("names the shop's own compare and cart entries' products as items, and keeps a search's term", () => {
    expect(toCollectorEntry({ event: 'add_to_cart', sku: 'FRIDGE1', quantity: 2 }, ID)).toEqual({
      event: 'add_to_cart',
      clientId: ID,
      ecommerce: { items: [{ item_id: 'FRIDGE1', quantity: 2 }] },
    });
    expect(toCollectorEntry({ event: 'search', search_term: 'fridge' }, ID)?.ecommerce).toEqual({
      search_term: 'fridge',
    });
    expect(toCollectorEntry({ event: 'compare_products', skus: ['A', 'B'] }, ID)?.ecommerce).toEqual({
      items: [{ item_id: 'A' }, { item_id: 'B' }],
    });
  });
});

describe('the client id', () => {
  it('is made once, kept in localStorage and reused', () => {
    const first = collectorClientId();
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(first);
    expect(collectorClientId()).toBe(first);
    localStorage.setItem(CLIENT_ID_KEY, 'bad id!');
    expect(collectorClientId()).not.toBe('bad id!');
  });
});

describe('startCollector in the page', () => {
  it('takes earlier data-layer entries once, then every tracked entry, and beacons a JSON blob on pagehide', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.dataLayer = [view('EARLY'), { event: 'gtm.js' }];
    const stop = startCollector();
    pushEntry({ event: 'add_to_cart', sku: 'S1', quantity: 1 });
    pushEntry({ event: 'page_view' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(COLLECTOR_PATH);
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    const batch = JSON.parse(await (blob as Blob).text()) as CollectorBatch;
    expect(batch.events.map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
    const id = localStorage.getItem(CLIENT_ID_KEY);
    expect(batch.events.every((e) => e.clientId === id)).toBe(true);
    stop();
    // Stopped: the sink is gone and a second start does not read the data layer again.
    pushEntry({ event: 'add_to_cart', sku: 'S2', quantity: 1 });
    const again = startCollector();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    again();
  });

  it('posts JSON to the endpoint after 2 s with fetch', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('true', { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startCollector();
    pushEntry({ event: 'view_cart', skus: ['A'] });
    vi.advanceTimersByTime(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(COLLECTOR_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toMatchObject({ events: [{ event: 'view_cart' }] });
    stop();
    vi.unstubAllGlobals();
  });
});
