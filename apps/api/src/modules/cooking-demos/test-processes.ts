import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@shop/db';
import type { DemoCrashPoint } from './demo-crash-server.ts';

// For the cooking-demo process tests only (two-process.test.ts, crash.test.ts): real storefront processes
// (demo-crash-server.ts) on the test's PostgreSQL database, reached over HTTP as a load balancer would reach them.

const SERVER = fileURLToPath(new URL('./demo-crash-server.ts', import.meta.url));

export interface Storefront {
  child: ChildProcess;
  base: string;
  /** Settles when the process has gone, with how, and everything it printed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

/**
 * The environment of a storefront process on the database of `handle` (a database of TEST_DATABASE_URL's server): as
 * in production, behind a proxy that reports each shopper's address, with a general rate limit no test run reaches.
 */
export async function storefrontEnv(handle: DbHandle, adminUrl: string): Promise<Record<string, string>> {
  const [current] = await queryRows<{ name: string }>(handle.db, sql`SELECT current_database() AS name`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${current!.name}`;
  return {
    DATABASE_URL: databaseUrl.toString(),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    TRUST_PROXY: 'true',
    NODE_ENV: 'production',
  };
}

/** Every process a test file started, so its afterAll can stop whichever are still running. */
export const startedProcesses: ChildProcess[] = [];

/** Starts one storefront process; resolves once it prints its ready line (a state, not a delay). */
export function startStorefront(
  env: Record<string, string>,
  crash: DemoCrashPoint = 'none',
): Promise<Storefront> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--port', '0', '--crash', crash], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    startedProcesses.push(child);
    let output = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
      (done) => child.once('exit', (code, signal) => done({ code, signal, output })),
    );
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /storefront ready on (\d+)/.exec(output);
      if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}`, exited });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the storefront process exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
}

/** Stops a process cleanly (SIGTERM, as its supervisor would) and waits until it has gone. */
export async function stopStorefront(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGTERM');
  await exited;
}

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** A shopper's browser posting JSON from its own address, which the proxy in front of the processes reports. */
export function shopper(clientAddress: string) {
  return async (base: string, path: string, body: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

/** A valid v2 booking (or wait-list) body for shopper number `n`. */
export function bookingBody(cookingDemoId: number, n: number, seats = 1) {
  return {
    cookingDemoId,
    firstName: `Cook${n}`,
    lastName: 'Tester',
    email: `cook${n}@example.com`,
    phone: '0412 345 678',
    seats,
  };
}
