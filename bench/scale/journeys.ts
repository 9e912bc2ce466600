/**
 * The shoppers of `npm run bench:scale`, plain fetch clients through the balancer, each with its own cookies and its
 * own client address (as a CDN in front would name it). Every request is timed; every answer that changes state is
 * written down, so the database can be checked against what the shoppers were told.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export class Tally {
  readonly times: number[] = [];
  /** Answers by status (0: no answer at all: the connection failed or timed out). */
  readonly statuses = new Map<number, number>();

  record(ms: number, status: number) {
    this.times.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  get count() {
    return this.times.length;
  }

  /** Answers a shopper would see as the shop failing: 5xx or no answer. */
  get failures() {
    let n = 0;
    for (const [status, count] of this.statuses) if (status === 0 || status >= 500) n += count;
    return n;
  }

  percentile(p: number): number {
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  }
}

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** One browser: its cookies and its address. */
export class Shopper {
  private readonly cookies = new Map<string, string>();
  /** Where its requests go; a shopper whose instance died is sent on through the balancer. */
  base: string;
  private readonly address: string;
  private readonly tally: Tally;

  constructor(base: string, address: string, tally: Tally) {
    this.base = base;
    this.address = address;
    this.tally = tally;
  }

  /** One request; a connection that fails answers status 0 (never throws). */
  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'accept-encoding': 'gzip, br',
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
    };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(90_000),
      });
      const text = await res.text();
      this.tally.record(performance.now() - t0, res.status);
      const setCookies = res.headers.getSetCookie();
      for (const cookie of setCookies) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        if (eq > 0) this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      return { status: res.status, body: text, setCookies };
    } catch {
      this.tally.record(performance.now() - t0, 0);
      return { status: 0, body: '', setCookies: [] };
    }
  }

  /**
   * Sends again while the answer is "the shop is not there" (no answer, 502/503/504), as a shopper presses the button
   * again: only for requests whose repetition is harmless (a GET, a cart `set`, a checkout of the same cart).
   */
  async sendRetrying(method: 'GET' | 'POST', path: string, body?: unknown, tries = 4): Promise<Answer> {
    let answer = await this.send(method, path, body);
    for (let i = 1; i < tries && (answer.status === 0 || [502, 503, 504].includes(answer.status)); i++) {
      await sleep(500 * i);
      answer = await this.send(method, path, body);
    }
    return answer;
  }
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

export interface LoadWindow {
  /** performance.now() at which the shoppers stop starting new journeys. */
  until: number;
}

let nextAddress = 0;
/** A distinct client address per shopper (10.x.y.z), so per-client limits count each apart as in production. */
export function newAddress(): string {
  const n = ++nextAddress;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface CatalogueTargets {
  pages: string[];
  apis: string[];
}

/** Browses: a page, then a product API call, round the targets; every answer must be 200. */
export async function catalogueShopper(
  base: string,
  targets: CatalogueTargets,
  tally: Tally,
  window: LoadWindow,
) {
  let i = Math.floor(Math.random() * 1000);
  while (performance.now() < window.until) {
    const shopper = new Shopper(base, newAddress(), tally);
    const page = targets.pages[i % targets.pages.length]!;
    const api = targets.apis[i % targets.apis.length]!;
    await shopper.send('GET', page);
    await shopper.send('GET', api);
    i++;
  }
}

/** A line the shop said it holds: the cart, the product code and the quantity set. */
export interface AckedLine {
  cartId: string;
  sku: string;
  qty: number;
}

export interface CartFindings {
  acked: AckedLine[];
  /** Lines the shop acknowledged but the cart read straight after did not show with that quantity. */
  readBackMissing: number;
  /** Sets never acknowledged (the shop was not there for any of the tries). */
  unacknowledged: number;
}

/** Fills carts: three lines set to a quantity each, then the cart read back; `set` may be sent again safely. */
export async function cartShopper(
  base: string,
  skus: readonly string[],
  tally: Tally,
  window: LoadWindow,
  findings: CartFindings,
) {
  while (performance.now() < window.until) {
    const shopper = new Shopper(base, newAddress(), tally);
    const start = Math.floor(Math.random() * skus.length);
    const wanted = [0, 1, 2].map((k) => ({ sku: skus[(start + k * 7) % skus.length]!, qty: 1 + k }));
    let cartId: string | null = null;
    const acked: AckedLine[] = [];
    for (const line of wanted) {
      const answer = await shopper.sendRetrying('POST', '/api/cart/product/', {
        code: line.sku,
        quantity: line.qty,
        mode: 'set',
      });
      if (answer.status !== 200) {
        findings.unacknowledged++;
        continue;
      }
      cartId = json<{ cartId: string }>(answer).cartId;
      acked.push({ cartId, sku: line.sku, qty: line.qty });
    }
    findings.acked.push(...acked);
    if (!cartId) continue;
    const read = await shopper.sendRetrying('GET', '/api/cart/');
    if (read.status !== 200) continue;
    const held = json<{ products: { sku: string; quantity: number }[] }>(read).products;
    for (const line of acked) {
      if (!held.some((p) => p.sku === line.sku && p.quantity === line.qty)) findings.readBackMissing++;
    }
  }
}

export interface CheckoutSetup {
  /** Products with little stock, which every buyer also tries to put in the cart while any is left. */
  scarceSkus: readonly string[];
  /** A product with stock for every order of the run. */
  ampleSku: string;
  address: { postcode: string; suburb: string; state: string };
  /** The card, encrypted with the sandbox's published certificate as a browser does. */
  cardBlob: string;
  /** The order form without the cart, the date or the card (the checkout tests' orderBody). */
  body: (over: { cartId: string; deliveryDate: [number, number, number]; blob: string }) => unknown;
}

export interface CheckoutFindings {
  /** Orders the shoppers were told are placed: their cart and order number. */
  placed: { cartId: string; orderNumber: string }[];
  outOfStock: number;
  /** Submits whose outcome the shopper never learnt (the shop was not there for any try) or that were refused. */
  unknown: number;
  /** Other answers: status and error code, counted. */
  other: Map<string, number>;
  scarceAdded: number;
  scarceRefused: number;
}

/** Buys: a unit of a scarce product while any is left and one of the ample product, a delivery date, a card. */
export async function checkoutShopper(
  base: string,
  setup: CheckoutSetup,
  tally: Tally,
  window: LoadWindow,
  findings: CheckoutFindings,
) {
  let n = Math.floor(Math.random() * 1000);
  while (performance.now() < window.until) {
    n++;
    const shopper = new Shopper(base, newAddress(), tally);
    const scarce = setup.scarceSkus[n % setup.scarceSkus.length]!;
    const addScarce = await shopper.sendRetrying('POST', '/api/cart/product/', {
      code: scarce,
      quantity: 1,
      mode: 'set',
    });
    if (addScarce.status === 200) findings.scarceAdded++;
    else findings.scarceRefused++;
    const add = await shopper.sendRetrying('POST', '/api/cart/product/', {
      code: setup.ampleSku,
      quantity: 1,
      mode: 'set',
    });
    if (add.status !== 200) continue;
    const cartId = json<{ cartId: string }>(add).cartId;
    const avail = await shopper.sendRetrying('POST', '/api/checkout/avail', {
      deliveryAddress: { ...setup.address, country: 'AU' },
    });
    if (avail.status !== 200) continue;
    const first = json<{ availability: { dates: { date: [number, number, number]; available: boolean }[] } }>(
      avail,
    ).availability.dates.find((d) => d.available);
    if (!first) {
      findings.other.set('no delivery date', (findings.other.get('no delivery date') ?? 0) + 1);
      continue;
    }
    const order = setup.body({ cartId, deliveryDate: first.date, blob: setup.cardBlob });
    // The same cart submitted again makes at most one order (ADR 0025), so a shopper may press Place order again.
    recordCheckout(findings, cartId, await shopper.sendRetrying('POST', '/api/checkout', order));
  }
}

/** Writes down what a buyer was told about their order. */
function recordCheckout(findings: CheckoutFindings, cartId: string, answer: Answer) {
  if (answer.status === 200) {
    const placed = json<{ orderCompleted: boolean; orderNumber: string | null }>(answer);
    if (placed.orderCompleted && placed.orderNumber) {
      findings.placed.push({ cartId, orderNumber: placed.orderNumber });
      return;
    }
  }
  let code = '';
  try {
    code = json<{ code?: string }>(answer).code ?? '';
  } catch {
    // not JSON: the balancer's own error page
  }
  if (answer.status === 400 && code === 'out_of_stock') findings.outOfStock++;
  else if (answer.status === 0 || answer.status >= 500 || code === 'checkout_in_progress') findings.unknown++;
  else {
    const key = `${answer.status} ${code}`.trim();
    findings.other.set(key, (findings.other.get(key) ?? 0) + 1);
  }
}

/**
 * Checkouts cut off by the kill: `count` buyers fill a cart and ask for a date at the instance about to die, send
 * their order to it directly, and `kill` runs `killAfterMs` later, while those submits are being reserved, authorised
 * or placed. A buyer whose submit got no answer presses Place order again, now through the balancer (the other
 * instance), as the page would; what they are told is recorded like any buyer's. Answers how many submits the kill cut
 * off.
 */
export async function cutOffCheckouts(opts: {
  doomedBase: string;
  balancerBase: string;
  setup: CheckoutSetup;
  count: number;
  killAfterMs: number;
  kill: () => Promise<void>;
  tally: Tally;
  findings: CheckoutFindings;
}): Promise<number> {
  const ready = await Promise.all(
    Array.from({ length: opts.count }, async () => {
      const shopper = new Shopper(opts.doomedBase, newAddress(), opts.tally);
      const add = await shopper.send('POST', '/api/cart/product/', {
        code: opts.setup.ampleSku,
        quantity: 1,
        mode: 'set',
      });
      const avail = await shopper.send('POST', '/api/checkout/avail', {
        deliveryAddress: { ...opts.setup.address, country: 'AU' },
      });
      if (add.status !== 200 || avail.status !== 200) return null;
      const first = json<{
        availability: { dates: { date: [number, number, number]; available: boolean }[] };
      }>(avail).availability.dates.find((d) => d.available);
      if (!first) return null;
      const cartId = json<{ cartId: string }>(add).cartId;
      return {
        shopper,
        cartId,
        order: opts.setup.body({ cartId, deliveryDate: first.date, blob: opts.setup.cardBlob }),
      };
    }),
  );
  const buyers = ready.filter((b) => b !== null);
  const submits = buyers.map((b) => b.shopper.send('POST', '/api/checkout', b.order));
  await sleep(opts.killAfterMs);
  await opts.kill();
  const answers = await Promise.all(submits);
  let cutOff = 0;
  await Promise.all(
    buyers.map(async (b, i) => {
      let answer = answers[i]!;
      if (answer.status === 0 || answer.status >= 500) {
        cutOff++;
        b.shopper.base = opts.balancerBase;
        answer = await b.shopper.sendRetrying('POST', '/api/checkout', b.order);
      }
      recordCheckout(opts.findings, b.cartId, answer);
    }),
  );
  return cutOff;
}
