/**
 * One storefront process per core (docs/decisions/0067-a-process-per-core.md). `STOREFRONT_WORKERS` (1 by default;
 * `auto` for one per core) is how many storefront processes `main.ts` runs on one port with `node:cluster`. The
 * primary serves nothing: it starts the first worker (which migrates the database and loads the demo data when it is
 * empty), then the others once the first listens, starts a new one when a worker dies, and on SIGINT or SIGTERM stops
 * them all and exits. More than one needs PostgreSQL and Redis, as two instances behind a balancer do
 * (docs/decisions/0043-scale-out-shared-state.md).
 */
import { availableParallelism } from 'node:os';
// The primary loads no more than this: the storefront itself is imported by the workers only (main.ts).
import { ConfigError, type EnvSource } from '@shop/server-kit/config';
import type { ServiceConsole, ServiceProcess } from '@shop/server-kit/process';

const MAX_WORKERS = 64;

/** How many storefront processes the environment asks for; a bad value names the variable. */
export function workerCount(env: EnvSource, cores: () => number = availableParallelism): number {
  const raw = env.STOREFRONT_WORKERS?.trim() ?? '';
  if (raw === '') return 1;
  if (raw === 'auto') return Math.min(MAX_WORKERS, Math.max(1, cores()));
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_WORKERS) {
    throw new ConfigError([
      {
        variable: 'STOREFRONT_WORKERS',
        message: `must be a whole number from 1 to ${MAX_WORKERS}, or 'auto'`,
      },
    ]);
  }
  return Number(raw);
}

/**
 * More than one process shares the carts, orders and rate limits only through PostgreSQL and Redis. Read from the
 * environment as the configuration reads it (blank is unset); each worker checks the values themselves when it starts.
 */
export function checkSharedState(workers: number, env: EnvSource): void {
  if (workers <= 1) return;
  const problems = [];
  if (!env.DATABASE_URL?.trim()) {
    problems.push({
      variable: 'DATABASE_URL',
      message: `is needed for STOREFRONT_WORKERS=${workers}: the embedded database serves one process`,
    });
  }
  if (!env.REDIS_URL?.trim()) {
    problems.push({
      variable: 'REDIS_URL',
      message: `is needed for STOREFRONT_WORKERS=${workers}: rate limits are counted across processes in Redis`,
    });
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

/** The parts of a `node:cluster` worker the supervisor uses. */
export interface WorkerHandle {
  readonly process: { readonly pid?: number | undefined };
  once(event: 'listening', listener: () => void): unknown;
  once(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  kill(signal?: string): void;
}

export interface SupervisorOptions {
  workers: number;
  fork: () => WorkerHandle;
  proc?: ServiceProcess;
  out?: ServiceConsole;
  /** How long a worker may take to stop on SIGTERM before it is killed (default 30 s). */
  stopTimeoutMs?: number;
  /** A worker that dies sooner than this after starting is replaced only after `restartDelayMs` (a crash loop). */
  quickExitMs?: number;
  restartDelayMs?: number;
  now?: () => number;
}

/**
 * Runs the primary: resolves once every worker listens, or, when one of the first workers exits before it listens (a
 * bad database address, a migration that fails: a start failure, not a crash to restart), stops the others and
 * rejects. Later, SIGINT or SIGTERM stops every worker and exits the process: 0 when each stopped cleanly.
 */
export async function superviseWorkers(options: SupervisorOptions): Promise<{ stopped: Promise<number> }> {
  const proc = options.proc ?? process;
  const out = options.out ?? console;
  const now = options.now ?? Date.now;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const quickExitMs = options.quickExitMs ?? 10_000;
  const restartDelayMs = options.restartDelayMs ?? 2_000;
  const live = new Set<WorkerHandle>();
  let stopping = false;
  let resolveStopped: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (resolveStopped = resolve));
  let exitCode = 0;

  /** `initial`: one of the workers the shop starts with, whose early exit fails the start. */
  const start = (initial: boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = options.fork();
      const startedAt = now();
      let listening = false;
      live.add(worker);
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (stopping) {
          if (code !== 0 && code !== null) exitCode = 1;
          if (live.size === 0) resolveStopped(exitCode);
          return;
        }
        if (!listening && initial) {
          reject(
            new Error(`storefront worker ${worker.process.pid ?? '?'} exited (${how}) before it listened`),
          );
          return;
        }
        const quick = !listening || now() - startedAt < quickExitMs;
        out.error(
          `Storefront worker ${worker.process.pid ?? '?'} exited (${how}); starting another${quick ? ` in ${restartDelayMs / 1000}s` : ''}`,
        );
        const replace = () => {
          if (!stopping) void start(false);
        };
        // Not unref'd: with every worker gone, this timer is what keeps the primary alive until the next one starts.
        if (quick) setTimeout(replace, restartDelayMs);
        else replace();
      });
    });

  /** `exit`: the process exits once they have (on a signal); a failed start leaves that to its caller. */
  const stopAll = (signal: string, exit = true) => {
    if (stopping) return;
    stopping = true;
    if (live.size > 0) out.log(`${signal}: stopping ${live.size} storefront worker(s)…`);
    if (live.size === 0) resolveStopped(exitCode);
    for (const worker of live) worker.kill('SIGTERM');
    const timer = setTimeout(() => {
      exitCode = 1;
      for (const worker of live) worker.kill('SIGKILL');
    }, stopTimeoutMs);
    timer.unref();
    void stopped.then((code) => {
      clearTimeout(timer);
      if (exit) proc.exit(code);
    });
  };
  proc.once('SIGINT', () => stopAll('SIGINT'));
  proc.once('SIGTERM', () => stopAll('SIGTERM'));

  try {
    // The first worker migrates (and on an empty database, outside production, loads the demo data) alone.
    await start(true);
    await Promise.all(Array.from({ length: options.workers - 1 }, () => start(true)));
  } catch (err) {
    // The workers already up are stopped before the failure is reported.
    stopAll('start failed', false);
    await stopped;
    throw err;
  }
  return { stopped };
}

/**
 * In a worker: when the primary is gone (killed outright, so it could not stop its workers), stop as on SIGTERM. Its
 * connections came through the primary, so it could take no more.
 */
export function stopWhenPrimaryGone(proc: NodeJS.Process = process): void {
  proc.once('disconnect', () => proc.kill(proc.pid, 'SIGTERM'));
}
