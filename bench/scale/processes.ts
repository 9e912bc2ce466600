/**
 * The processes `npm run bench:scale` starts, and the promise that every one of them is gone when it ends: each is
 * tracked from the moment it is spawned, and `stopAll` (run on success, on error and on Ctrl-C) sends SIGTERM, then
 * SIGKILL to any that has not exited within a few seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  child: ChildProcess;
  /** The file its stdout and stderr go to. */
  logFile: string;
}

const running = new Set<Started>();

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Spawns `command args` with its output in `logFile`; it is stopped by `stopAll`. */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Started {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const started = { name, child, logFile: options.logFile };
  running.add(started);
  child.once('exit', () => running.delete(started));
  return started;
}

/** Resolves when `url` answers 2xx; rejects when the process exits first or `timeoutMs` passes. */
export async function waitUntilReady(started: Started, url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(started.child)) {
      throw new Error(
        `${started.name} exited (${started.child.exitCode ?? started.child.signalCode}); see ${started.logFile}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${started.name} was not ready at ${url} within ${timeoutMs / 1000}s; see ${started.logFile}`,
  );
}

/** SIGKILL, as a crashed machine or an OOM kill would end it: no shutdown hook runs. */
export async function killHard(started: Started): Promise<void> {
  if (exited(started.child)) return;
  const gone = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGKILL');
  await gone;
}

async function stop(started: Started): Promise<void> {
  if (exited(started.child)) return;
  const gone = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 8_000);
  await gone;
  clearTimeout(timer);
}

/** Stops every process this run started and has not seen exit. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}

/** The processes still running (for the last-resort synchronous kill on exit). */
export function killAllNow(): void {
  for (const started of running) if (!exited(started.child)) started.child.kill('SIGKILL');
}
