import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type DbHandle,
  MIGRATIONS_FOLDER,
  fromPglite,
  fromPool,
  migrateDatabase,
  pgliteExtensions,
} from './client.ts';
import { seedDemo } from './seed/index.ts';

export interface TestDatabaseOptions {
  /** false (default): migrated and empty. An object: seeded with a small demo set (200 products, 'small' localities). */
  seed?: false | { products?: number; seed?: number };
}

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set, a uniquely named database is created on
 * that server and dropped on close(); otherwise an in-memory PGlite is loaded from a cached, already migrated (and
 * seeded) data-directory dump, so a test file pays neither initdb nor migrations nor seeding after the first run.
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DbHandle> {
  const seed = opts.seed ? { products: opts.seed.products ?? 200, seed: opts.seed.seed ?? 1 } : null;
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url, seed) : createPgliteTestDatabase(seed);
}

type SeedSpec = { products: number; seed: number } | null;

async function seedSmall(handle: DbHandle, seed: SeedSpec): Promise<void> {
  if (seed) await seedDemo(handle.db, { products: seed.products, seed: seed.seed, localities: 'small' });
}

async function createPostgresTestDatabase(adminUrl: string, seed: SeedSpec): Promise<DbHandle> {
  const name = `test_${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
  pool.on('error', () => {});
  const inner = fromPool(pool);
  let dropped = false;
  const handle: DbHandle = {
    db: inner.db,
    kind: 'postgres',
    async close() {
      if (dropped) return;
      dropped = true;
      await inner.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
  try {
    await migrateDatabase(handle);
    await seedSmall(handle, seed);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

// ---- PGlite: a migrated (and optionally seeded) base, dumped once and loaded per test database ----

const SRC_DIR = fileURLToPath(new URL('.', import.meta.url));
const memo = new Map<string, Promise<Blob>>();

function filesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext) && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(dir, f));
}

/** Changes to migrations, or to the seed code, seed data files and schema for a seeded base, give a new key. */
function cacheKey(seed: SeedSpec): string {
  const h = createHash('sha256');
  h.update(`pglite-0.5|${JSON.stringify(seed)}`);
  const files = [...filesIn(MIGRATIONS_FOLDER, '.sql'), ...filesIn(MIGRATIONS_FOLDER, '.json')];
  if (seed) {
    files.push(
      ...filesIn(join(SRC_DIR, 'seed'), '.ts'),
      ...filesIn(join(SRC_DIR, 'seed'), '.json'),
      ...filesIn(join(SRC_DIR, 'schema'), '.ts'),
    );
    // Seeded content has dates relative to today.
    h.update(new Date().toISOString().slice(0, 10));
  }
  for (const f of files) h.update(f.slice(SRC_DIR.length - 4)).update(readFileSync(f));
  return h.digest('hex').slice(0, 24);
}

const TAR_GZ = 'application/x-gzip';

async function buildBase(seed: SeedSpec): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = fromPglite(client);
  try {
    await migrateDatabase(handle);
    await seedSmall(handle, seed);
    const dump = await client.dumpDataDir('gzip');
    return new Blob([await dump.arrayBuffer()], { type: TAR_GZ });
  } finally {
    await handle.close();
  }
}

async function baseDump(seed: SeedSpec): Promise<Blob> {
  const key = cacheKey(seed);
  const cached = memo.get(key);
  if (cached) return cached;
  const useDisk = process.env.TEST_DB_CACHE !== '0';
  const dir = join(tmpdir(), 'shop-db-test-cache');
  const file = join(dir, `${key}.tar.gz`);
  const promise = (async () => {
    if (useDisk && existsSync(file)) return new Blob([readFileSync(file)], { type: TAR_GZ });
    const blob = await buildBase(seed);
    if (useDisk) {
      mkdirSync(dir, { recursive: true });
      // Parallel test workers may race to write the same key; rename makes the last complete write win.
      const tmp = `${file}.${process.pid}.${randomUUID()}`;
      writeFileSync(tmp, new Uint8Array(await blob.arrayBuffer()));
      renameSync(tmp, file);
    }
    return blob;
  })();
  memo.set(key, promise);
  promise.catch(() => memo.delete(key));
  return promise;
}

async function createPgliteTestDatabase(seed: SeedSpec): Promise<DbHandle> {
  const dump = await baseDump(seed);
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
  return fromPglite(client);
}
