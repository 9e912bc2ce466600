import { gzipSync } from 'node:zlib';
import { startShop } from './processes.ts';
const shop = await startShop({ port: 3713, products: 3000, dataDir: '/tmp/render-data-3000', env: { DATABASE_URL: '', REDIS_URL: '' } });
const base = 'http://localhost:3713';
try {
  const f = (await (await fetch(`${base}/api/v2/product/featured?limit=8`)).json()) as any;
  let cookie = '';
  for (const p of f.products) {
    const r = await fetch(`${base}/api/cart/product/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ code: p.sku, quantity: 1 }) });
    if (r.ok) { cookie = r.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; '); break; }
  }
  for (const [name, url, headers] of [['product', `${base}/p/${f.products[0].slug}`, {}], ['checkout', `${base}/customer/checkout`, { cookie }]] as const) {
    const html = await (await fetch(url, { headers })).text();
    const srcs = new Set<string>();
    for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) srcs.add(m[1]!);
    for (const m of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) srcs.add(m[1]!);
    const rows: [string, number][] = [];
    for (const s of srcs) rows.push([s, gzipSync(Buffer.from(await (await fetch(base + s)).arrayBuffer()), { level: 9 }).length]);
    rows.sort((a, b) => b[1] - a[1]);
    console.log(name, (rows.reduce((t, r) => t + r[1], 0) / 1024).toFixed(1), 'KB');
    for (const [s, n] of rows) console.log('  ', (n / 1024).toFixed(1).padStart(6), s);
  }
} finally { shop.kill('SIGTERM'); }
