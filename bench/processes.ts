/**
 * Starting what a benchmark measures: the shop's production start on a block of three ports (storefront, identity
 * + 1, payments + 2) with a seeded catalogue, and the bare Fastify "hello" ceiling. Each resolves once the process
 * has said it is ready, and rejects with its output if it exits first.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@shop/db';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `node <args>` from the repository root; `echo` passes the lines it matches (seeding progress) through. */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: RegExp,
  options: { echo?: RegExp } = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.echo?.test(text)) process.stdout.write(text);
      if (readyText.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** The value after `--name` on the benchmark's command line, if given. */
export function cliOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export interface ShopOptions {
  port: number;
  products: number;
  /** Where its database lives; a second run on the same folder reuses the seeded catalogue. */
  dataDir: string;
  /** Further settings of this benchmark (rate limit, TRUST_PROXY, DATABASE_URL…). */
  env?: NodeJS.ProcessEnv;
  /** Node options before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  echo?: RegExp;
}

/** `scripts/start.ts` on its own ports and database, quiet but for warnings. */
export function startShop(options: ShopOptions): Promise<ChildProcess> {
  return startProcess(
    [...(options.nodeArgs ?? []), 'scripts/start.ts'],
    {
      PORT: String(options.port),
      IDENTITY_PORT: String(options.port + 1),
      PAYMENTS_PORT: String(options.port + 2),
      DATA_DIR: options.dataDir,
      SEED_PRODUCTS: String(options.products),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    /Shop is up/,
    options.echo ? { echo: options.echo } : {},
  );
}

/** The ceiling every figure is read against: a bare Fastify answering "hello". */
export function startHello(port: number): Promise<ChildProcess> {
  return startProcess(['bench/hello.ts'], { PORT: String(port) }, /hello ready/);
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * The CPU time a process has used so far (user and system, from /proc), in milliseconds. Divided by the requests of
 * a run it gives the CPU a request cost, which other work on the machine changes much less than requests a second.
 */
export function cpuMillis(child: ChildProcess): number {
  return pidCpuMillis(child.pid!);
}

function pidCpuMillis(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * The CPU time each kind of thread of a process has used so far, in milliseconds: the main thread, V8's helpers
 * (concurrent marking and sweeping), libuv's pool (zlib, crypto, files), keyed by thread name with its number left
 * out. Where a request's CPU goes beyond the main thread.
 */
export function threadCpuMillis(child: ChildProcess): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const task of readdirSync(`/proc/${child.pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${child.pid}/task/${task}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const kind = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const millis = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    byKind.set(kind, (byKind.get(kind) ?? 0) + millis);
  }
  return byKind;
}

/**
 * The CPU time so far of a process and of its children still running (a storefront's cluster workers), in
 * milliseconds. A child that ended during a run takes its share with it, so read it only across runs none ends in.
 */
export function treeCpuMillis(child: ChildProcess): number {
  let total = cpuMillis(child);
  for (const task of readdirSync(`/proc/${child.pid}/task`)) {
    let children: string;
    try {
      children = readFileSync(`/proc/${child.pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const pid of children.split(' ').filter(Boolean)) {
      try {
        total += pidCpuMillis(Number(pid));
      } catch {
        // it ended meanwhile
      }
    }
  }
  return total;
}

export interface WorkersOptions {
  port: number;
  products: number;
  workers: number;
  /** A database of its own on the PostgreSQL server; made when missing, and kept (seeded) for the next run. */
  databaseUrl: string;
  redisUrl: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The production storefront (`apps/storefront/src/main.ts`) as `workers` processes on one port, on PostgreSQL and
 * Redis (docs/decisions/0067-a-process-per-core.md). Its first start loads the demo catalogue into the database.
 */
export async function startStorefrontWorkers(options: WorkersOptions): Promise<ChildProcess> {
  const url = new URL(options.databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`${options.databaseUrl}: name a database of a-z, 0-9 and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = await openDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    const found = await queryRows(handle.db, sql`SELECT 1 AS found FROM pg_database WHERE datname = ${name}`);
    if (found.length === 0) await handle.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  } finally {
    await handle.close();
  }
  return startProcess(
    ['apps/storefront/src/main.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(options.port),
      IDENTITY_PORT: String(options.port + 1),
      PAYMENTS_PORT: String(options.port + 2),
      DATA_DIR: `bench/.data-pg-${options.products}`,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      STOREFRONT_WORKERS: String(options.workers),
      SEED_PRODUCTS: String(options.products),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    /worker processes are up/,
    { echo: /demo data/i },
  );
}
