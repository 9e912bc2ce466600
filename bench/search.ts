/**
 * Search latency measured by a client over HTTP, side by side with a bare Fastify "hello" ceiling in the same run.
 * Starts the whole shop (scripts/start.ts: API and server-rendered pages) on its own seeded database — the same
 * bench/.data-<N> directory `npm run bench` uses, so a second run reuses it — or on PostgreSQL when DATABASE_URL is
 * set, and the hello server, then sends requests one after another (or `--connections` at a time) and prints
 * p50/p95/p99 per query mix. Targets (docs/decisions/0045-fast-search.md): typeahead p95 < 15 ms at 3,000 products
 * and < 40 ms at 100,000; the results page p95 < 80 ms at 100,000.
 *
 *   npm run bench:search -- [--products 3000] [--requests 600] [--page-requests 150] [--connections 1] [--port 3210]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/search_bench npm run bench:search -- --products 100000
 *
 * Seeding: an empty database is seeded by the shop on its first start (100,000 products take a few minutes on PGlite;
 * `node packages/db/src/seed/cli.ts --products 100000 --data-dir bench/.data-100000/pglite` does the same ahead).
 *
 * The query mixes are built from the running shop's own catalogue (brand names, product titles, skus), so they fit
 * any catalogue size:
 *   typed     prefixes of two-word phrases from product titles, as typed letter by letter ('sa', 'sam', … 'samsung fr')
 *   typos     a letter dropped, doubled or two swapped in brand and title words ('samsng', 'dihswasher')
 *   brands    brand names, whole ('fisher paykel')
 *   skus      whole skus and their first characters
 *   no-match  words no product has ('zqvoxt', 'blorft widget')
 * Each mix is measured twice: "first ask" sends every distinct term of the mix once (nothing of it can have been
 * answered before, the uncached path), "repeat" draws terms with replacement weighted towards the popular ones (how
 * many shoppers typing the same prefixes look within a minute). Every request has its own client address through
 * the trusted proxy header (rate limits are per address) and accepts compressed answers, as browsers do.
 *
 * The results page /search/{term} is rendered fresh for every request: every request asks for a term no earlier
 * request asked for, so neither a full-page HTML cache (keyed by path and query) nor the search answers kept in memory
 * can serve it. (A signed-in-looking cookie with made-up tokens is no way round the page cache: the shop sends it to
 * sign in again.)
 */
import type { ChildProcess } from 'node:child_process';
import { startShop, startHello } from './processes.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const requests = arg('requests', 600);
const pageRequests = arg('page-requests', 150);
const connections = Math.max(1, arg('connections', 1));
const port = arg('port', 3210);
const helloPort = port + 9;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';


/** A small seeded generator, so a run's mixes are the same every time for the same catalogue. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

let shopper = 0;
function headers(extra: Record<string, string> = {}): Record<string, string> {
  shopper = (shopper + 1) % 65_536;
  return {
    'x-forwarded-for': `10.${shopper >> 8}.${shopper & 255}.2`,
    'accept-encoding': 'gzip, deflate, br',
    ...extra,
  };
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  count: number;
  errors: number;
}

/** Sends `urls` in order over `connections` concurrent workers; each time is one request's full answer. */
async function measure(urls: readonly string[], extra: Record<string, string> = {}): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      const res = await fetch(url, { headers: headers(extra), redirect: 'manual' });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    count: times.length,
    errors,
  };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: headers() });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter(Boolean);

/** One typo per word: drop, double or swap a letter (never the first, as people rarely miss that). */
function typo(word: string, rnd: () => number): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

interface Mixes {
  typed: string[];
  typos: string[];
  brands: string[];
  skus: string[];
  'no-match': string[];
}

/** The query mixes, from the catalogue of the running shop (see the header). */
async function buildMixes(base: string): Promise<Mixes> {
  const rnd = random(17);
  const brandList = await json<{ brands: { name: string }[] }>(`${base}/api/v2/brands`);
  const brandNames = brandList.brands.map((b) => wordsOf(b.name).join(' ')).filter(Boolean);
  const first = await json<{ pageCount: number }>(`${base}/api/v2/products?pageSize=48`);
  const sampled: { title: string; sku: string; brand: string | null }[] = [];
  for (let k = 0; k < 12; k++) {
    const page = 1 + Math.floor(rnd() * Math.max(1, first.pageCount));
    const listing = await json<{ products: { title: string; sku: string }[] }>(
      `${base}/api/v2/products?pageSize=48&page=${page}&sort=${k % 2 ? 'popular' : 'newest'}`,
    );
    for (const p of listing.products) sampled.push({ title: p.title, sku: p.sku, brand: null });
  }
  const uniq = (xs: string[]) => [...new Set(xs.filter((x) => x.length >= 2))];
  // Two-word phrases a shopper would type: a title's first two words, or its brand and its last word.
  const phrases = uniq(
    sampled.slice(0, 60).map((p, i) => {
      const w = wordsOf(p.title).filter((x) => !/\d/.test(x));
      return i % 2 ? w.slice(0, 2).join(' ') : [w[0], w.at(-1)].filter(Boolean).join(' ');
    }),
  );
  const typed = uniq(
    phrases.flatMap((p) => Array.from({ length: p.length - 1 }, (_, i) => p.slice(0, i + 2))),
  )
    .map((t) => t.trimEnd())
    .filter((t, i, all) => all.indexOf(t) === i);
  const typoSources = uniq([...brandNames, ...phrases]);
  const typos = uniq(
    typoSources.map((s) =>
      s
        .split(' ')
        .map((w) => typo(w, rnd))
        .join(' '),
    ),
  ).filter((t) => !typoSources.includes(t));
  const skus = uniq(
    sampled.slice(0, 200).flatMap((p, i) => (i % 3 === 0 ? [p.sku.slice(0, 3 + (i % 4)), p.sku] : [p.sku])),
  );
  const letters = 'bcdfghjklmnpqrstvwxz';
  const nonsense = () =>
    Array.from({ length: 5 + Math.floor(rnd() * 4) }, () => letters[Math.floor(rnd() * letters.length)]).join(
      '',
    );
  const noMatch = uniq(Array.from({ length: 120 }, (_, i) => (i % 3 ? nonsense() : `${nonsense()} widget`)));
  return { typed, typos, brands: uniq(brandNames), skus, 'no-match': noMatch };
}

/** `count` terms drawn with replacement, the first terms of the list far more often (a Zipf-like popularity). */
function popularDraw(terms: readonly string[], count: number, seed: number): string[] {
  const rnd = random(seed);
  const weights = terms.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return Array.from({ length: count }, () => {
    let r = rnd() * total;
    for (let i = 0; i < terms.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return terms[i]!;
    }
    return terms.at(-1)!;
  });
}

const shop = await startShop({
  port,
  products,
  dataDir: `bench/.data-${products}`,
  env: { RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' },
  echo: /Loading the demo data|seeding/i,
});
let hello: ChildProcess | null = null;
try {
  hello = await startHello(helloPort);
  const base = `http://localhost:${port}`;
  const q = encodeURIComponent;
  const mixes = await buildMixes(base);
  const typeahead = (t: string) =>
    `${base}/api/v3/search?searchTerm=${q(t)}&isAutoCorrectEnabled=true&limit=8`;
  const legacy = (t: string) => `${base}/api/search/products?searchTerms=${q(t)}`;

  // Warm-up on terms of no mix (JIT, plan caches, database buffers), so "first ask" stays the uncached path.
  const inMixes = new Set(Object.values(mixes).flat());
  const rnd = random(99);
  const warm = [
    ...new Set([...mixes.brands, ...mixes.typed.filter((t) => t.length > 5)].map((t) => typo(t, rnd))),
  ]
    .filter((t) => !inMixes.has(t))
    .slice(0, 60);
  await measure([...warm, 'zz', 'qx', 'ab12'].map(typeahead));
  await measure(Array.from({ length: 200 }, () => `http://127.0.0.1:${helloPort}/`));

  const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  const row = (name: string, r: Figures) =>
    `${name.padEnd(52)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)}  (${r.count}${r.errors ? `, ${r.errors} not 200` : ''})`;
  const rows: string[] = [];
  const ceiling = await measure(Array.from({ length: requests }, () => `http://127.0.0.1:${helloPort}/`));
  rows.push(row('bare Fastify hello (ceiling)', ceiling));

  const all: string[] = [];
  const asked = new Set<string>();
  for (const [name, terms] of Object.entries(mixes) as [keyof Mixes, string[]][]) {
    all.push(...terms);
    // Terms an earlier mix asked already ('samsung' typed letter by letter, then as a brand) are not asked first here.
    const fresh = terms.filter((t) => !asked.has(t));
    for (const t of terms) asked.add(t);
    rows.push(
      row(`typeahead ${name}: first ask (${fresh.length} terms)`, await measure(fresh.map(typeahead))),
    );
    const draw = popularDraw(terms, requests, name.length);
    rows.push(row(`typeahead ${name}: repeat`, await measure(draw.map(typeahead))));
  }
  const mixed = popularDraw(
    all.filter((_, i) => i % 2 === 0),
    requests,
    7,
  );
  rows.push(row('typeahead all mixes: repeat', await measure(mixed.map(typeahead))));
  rows.push(row('legacy /api/search/products all mixes: repeat', await measure(mixed.map(legacy))));

  // The results page and its API call, each term once (no answer can come from a cache of earlier ones).
  const pageTerms = popularDraw(
    [
      ...new Set([
        ...mixes.brands,
        ...mixes.typed.filter((t) => t.length >= 4),
        ...mixes.skus,
        ...mixes.typos,
      ]),
    ],
    pageRequests * 4,
    3,
  ).filter((t, i, xs) => xs.indexOf(t) === i);
  const apiTerms = pageTerms.filter((_, i) => i % 2 === 0).slice(0, pageRequests);
  const htmlTerms = pageTerms.filter((_, i) => i % 2 === 1).slice(0, pageRequests);
  await measure(['washer', 'cooker', 'toaster'].map((t) => `${base}/search/${q(t)}`));
  rows.push(
    row(
      `results API /api/v2/SiteSearch/f/{term} (facets)`,
      await measure(apiTerms.map((t) => `${base}/api/v2/SiteSearch/f/${q(t)}`)),
    ),
  );
  rows.push(
    row(
      `results page /search/{term} (SSR, fresh)`,
      await measure(htmlTerms.map((t) => `${base}/search/${q(t)}`)),
    ),
  );

  console.log(
    `\nCatalogue: ${products} products on ${database}; ${connections} connection(s); typeahead = GET /api/v3/search?limit=8`,
  );
  console.log(
    'Results page and API: fresh (every request a term not asked before, so no page or answer cache can serve it)\n',
  );
  console.log(rows.join('\n'));
  const sample = (xs: string[]) =>
    xs
      .slice(0, 6)
      .map((x) => `'${x}'`)
      .join(', ');
  console.log(
    `\nMix samples: typed ${sample(mixes.typed)}; typos ${sample(mixes.typos)}; skus ${sample(mixes.skus)}`,
  );
} finally {
  shop.kill('SIGTERM');
  hello?.kill('SIGTERM');
}
