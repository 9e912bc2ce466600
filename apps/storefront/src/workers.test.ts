import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@shop/server-kit';
import {
  checkSharedState,
  stopWhenPrimaryGone,
  superviseWorkers,
  workerCount,
  type WorkerHandle,
} from './workers.ts';

describe('workerCount', () => {
  it('is one unless asked, one per core for auto, and refuses anything else by name', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ STOREFRONT_WORKERS: ' ' })).toBe(1);
    expect(workerCount({ STOREFRONT_WORKERS: '3' })).toBe(3);
    expect(workerCount({ STOREFRONT_WORKERS: 'auto' }, () => 2)).toBe(2);
    expect(workerCount({ STOREFRONT_WORKERS: 'auto' }, () => 512)).toBe(64);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => workerCount({ STOREFRONT_WORKERS: bad })).toThrow(ConfigError);
      try {
        workerCount({ STOREFRONT_WORKERS: bad });
      } catch (err) {
        expect((err as ConfigError).variables).toEqual(['STOREFRONT_WORKERS']);
      }
    }
  });
});

describe('checkSharedState', () => {
  it('lets one process run on the embedded database and asks more for PostgreSQL and Redis', () => {
    expect(() => checkSharedState(1, {})).not.toThrow();
    expect(() =>
      checkSharedState(2, { DATABASE_URL: 'postgres://db/shop', REDIS_URL: 'redis://cache:6379' }),
    ).not.toThrow();
    try {
      checkSharedState(2, { DATABASE_URL: ' ', REDIS_URL: '' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variables).toEqual(['DATABASE_URL', 'REDIS_URL']);
      expect((err as Error).message).toContain('STOREFRONT_WORKERS=2');
    }
    expect(() => checkSharedState(4, { DATABASE_URL: 'postgres://db/shop' })).toThrow(/REDIS_URL/);
  });
});

class FakeWorker extends EventEmitter implements WorkerHandle {
  static nextPid = 100;
  readonly process = { pid: FakeWorker.nextPid++ };
  readonly signals: string[] = [];
  kill(signal = 'SIGTERM') {
    this.signals.push(signal);
  }
  listen() {
    this.emit('listening');
  }
  exit(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

function harness(options: { workers: number; clock?: { now: number } }) {
  const forked: FakeWorker[] = [];
  const signals = new EventEmitter();
  const exits: number[] = [];
  const logs: string[] = [];
  const supervised = superviseWorkers({
    workers: options.workers,
    fork: () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    },
    proc: { once: (signal, listener) => signals.once(signal, listener), exit: (code) => exits.push(code) },
    out: { log: (line) => logs.push(line), error: (line) => logs.push(String(line)) },
    stopTimeoutMs: 50,
    restartDelayMs: 10,
    ...(options.clock ? { now: () => options.clock!.now } : {}),
  });
  return { forked, signals, exits, logs, supervised };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('superviseWorkers', () => {
  it('starts the others only once the first (which migrates) listens, and resolves when all listen', async () => {
    const { forked, supervised } = harness({ workers: 3 });
    await tick();
    expect(forked).toHaveLength(1);
    forked[0]!.listen();
    await tick();
    expect(forked).toHaveLength(3);
    let ready = false;
    void supervised.then(() => (ready = true));
    forked[1]!.listen();
    await tick();
    expect(ready).toBe(false);
    forked[2]!.listen();
    await supervised;
  });

  it('fails the start when the first worker exits before it listens, and starts no other', async () => {
    const { forked, exits, supervised } = harness({ workers: 2 });
    await tick();
    forked[0]!.exit(1);
    await expect(supervised).rejects.toThrow(/exited \(code 1\) before it listened/);
    await tick();
    expect(forked).toHaveLength(1);
    expect(exits).toEqual([]); // main.ts reports the failure and exits 1
  });

  it('replaces a worker that dies while serving, after a pause when it had only just started', async () => {
    const clock = { now: 0 };
    const { forked, logs, supervised } = harness({ workers: 2, clock });
    await tick();
    forked[0]!.listen();
    await tick();
    forked[1]!.listen();
    await supervised;
    clock.now = 60_000;
    forked[0]!.exit(null, 'SIGKILL');
    expect(forked).toHaveLength(3);
    expect(logs.at(-1)).toMatch(/exited \(signal SIGKILL\); starting another$/);
    forked[2]!.listen();
    // The replacement dies at once: the next is started after the pause, not in a tight loop.
    forked[2]!.exit(1);
    expect(forked).toHaveLength(3);
    expect(logs.at(-1)).toMatch(/starting another in 0.01s$/);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(forked).toHaveLength(4);
  });

  it('on SIGTERM passes it to every worker and exits once they all have, 0 when they stopped cleanly', async () => {
    const { forked, signals, exits, supervised } = harness({ workers: 2 });
    await tick();
    forked[0]!.listen();
    await tick();
    forked[1]!.listen();
    const { stopped } = await supervised;
    signals.emit('SIGTERM');
    expect(forked.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    forked[0]!.exit(0);
    await tick();
    expect(exits).toEqual([]);
    forked[1]!.exit(0);
    expect(await stopped).toBe(0);
    await tick();
    expect(exits).toEqual([0]);
    expect(forked).toHaveLength(2); // nothing restarted while stopping
  });

  it('kills a worker that does not stop in time and exits 1', async () => {
    const { forked, signals, exits, supervised } = harness({ workers: 1 });
    await tick();
    forked[0]!.listen();
    await supervised;
    signals.emit('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(forked[0]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
    forked[0]!.exit(null, 'SIGKILL');
    await tick();
    expect(exits).toEqual([1]);
  });
});

// The same supervisor over real processes (workers-fixture.ts): the port shared between workers, a worker killed
// outright and replaced, a clean stop on SIGTERM, and a start that fails.
const FIXTURE = fileURLToPath(new URL('./workers-fixture.ts', import.meta.url));

interface Cluster {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the output matches (a state, not a delay); rejects if the process exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpExecArray>;
}

function startCluster(env: Record<string, string>): Cluster {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return {
    child,
    output: () => output,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(output);
          if (found) {
            waiters.delete(check);
            resolve(found);
          }
        };
        waiters.add(check);
        child.once('exit', (code) =>
          reject(new Error(`exited with ${code} waiting for ${pattern}:\n${output}`)),
        );
        check();
      }),
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('superviseWorkers over node:cluster', () => {
  it(
    'serves one port from every worker, replaces one killed with SIGKILL and stops them all on SIGTERM',
    { timeout: 30_000 },
    async () => {
      const cluster = startCluster({ WORKERS: '2' });
      try {
        await cluster.waitFor(/all workers listening/);
        const ports = [...cluster.output().matchAll(/worker (\d+) on (\d+)/g)];
        expect(ports).toHaveLength(2);
        expect(new Set(ports.map((m) => m[2])).size).toBe(1);
        const url = `http://127.0.0.1:${ports[0]![2]}/`;
        const pids = ports.map((m) => Number(m[1]));
        const answered = new Set<number>();
        for (let i = 0; i < 8; i++) answered.add(Number(await (await fetch(url)).text()));
        expect([...answered].sort()).toEqual([...pids].sort());

        process.kill(pids[0]!, 'SIGKILL');
        // The third worker line is the replacement's.
        const replaced = await cluster.waitFor(/(?:worker \d+ on \d+[\s\S]*){2}worker (\d+) on \d+/);
        const newPid = Number(replaced[1]);
        expect(pids).not.toContain(newPid);
        expect(cluster.output()).toContain(`worker ${pids[0]} exited (signal SIGKILL)`);
        const after = new Set<number>();
        for (let i = 0; i < 8; i++) after.add(Number(await (await fetch(url)).text()));
        expect([...after].sort()).toEqual([pids[1]!, newPid].sort());

        const exited = new Promise<number | null>((resolve) => cluster.child.once('exit', resolve));
        cluster.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(alive(pids[1]!)).toBe(false);
        expect(alive(newPid)).toBe(false);
      } finally {
        cluster.child.kill('SIGKILL');
      }
    },
  );

  it('stays up to replace its only worker when that one dies', { timeout: 30_000 }, async () => {
    const cluster = startCluster({ WORKERS: '1' });
    try {
      const first = await cluster.waitFor(/worker (\d+) on \d+/);
      await cluster.waitFor(/all workers listening/);
      process.kill(Number(first[1]), 'SIGKILL');
      const next = await cluster.waitFor(/worker \d+ on \d+[\s\S]*worker (\d+) on \d+/);
      expect(next[1]).not.toBe(first[1]);
      expect(cluster.child.exitCode).toBeNull();
    } finally {
      cluster.child.kill('SIGKILL');
    }
  });

  it('exits 1, naming the failure, when the first worker cannot start', { timeout: 30_000 }, async () => {
    const cluster = startCluster({ WORKERS: '2', FAIL_START: '1' });
    const code = await new Promise<number | null>((resolve) => cluster.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(cluster.output()).toMatch(/exited \(code 3\) before it listened/);
    expect(cluster.output().match(/exited \(code 3\)/g)).toHaveLength(1);
  });
});

describe('stopWhenPrimaryGone', () => {
  it('stops the worker as on SIGTERM once its channel to the primary closes', () => {
    const proc = new EventEmitter() as EventEmitter & {
      pid: number;
      kill: (pid: number, signal: string) => void;
    };
    const kills: [number, string][] = [];
    proc.pid = 4242;
    proc.kill = (pid, signal) => kills.push([pid, signal]);
    stopWhenPrimaryGone(proc as unknown as NodeJS.Process);
    expect(kills).toEqual([]);
    proc.emit('disconnect');
    expect(kills).toEqual([[4242, 'SIGTERM']]);
  });
});
