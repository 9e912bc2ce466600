// Opens, migrates and seeds a database with the demo data set.
//   node packages/db/src/seed/cli.ts [--products 3000] [--seed 1] [--data-dir ./data] [--url postgres://…] [--reset]
//                                    [--localities full|small]
// Without --url (or DATABASE_URL) it writes a PGlite database under --data-dir (default ./data/pglite).
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../client.ts';
import { isSeeded, resetDemoData, seedDemo } from './index.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    url: { type: 'string' },
    reset: { type: 'boolean', default: false },
    localities: { type: 'string', default: 'full' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: node packages/db/src/seed/cli.ts [--products N] [--seed N] [--data-dir DIR | --url postgres://…] [--reset] [--localities full|small]',
  );
  process.exit(0);
}

const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) {
  console.error('--products and --seed must be whole numbers');
  process.exit(2);
}
if (values.localities !== 'full' && values.localities !== 'small') {
  console.error("--localities must be 'full' or 'small'");
  process.exit(2);
}
const url = values.url ?? process.env.DATABASE_URL;
const dataDir = url ? undefined : (values['data-dir'] ?? './data/pglite');

const started = performance.now();
const handle = await openDatabase({ ...(url ? { url } : {}), ...(dataDir ? { dataDir } : {}) });
try {
  console.log(`database: ${handle.kind}${dataDir ? ` (${dataDir})` : ''}`);
  let t = performance.now();
  await migrateDatabase(handle);
  console.log(`migrate: ${Math.round(performance.now() - t)} ms`);
  if (await isSeeded(handle.db)) {
    if (!values.reset) {
      console.log('already seeded; pass --reset to empty the demo tables and seed again');
      process.exitCode = 0;
    } else {
      t = performance.now();
      await resetDemoData(handle.db);
      console.log(`reset: ${Math.round(performance.now() - t)} ms`);
    }
  }
  if (!(await isSeeded(handle.db))) {
    const summary = await seedDemo(handle.db, {
      products,
      seed,
      localities: values.localities,
      log: (l) => console.log(l),
    });
    console.log('rows:', summary.counts);
    console.log('timings (ms):', summary.timings);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
