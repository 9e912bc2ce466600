import { ConfigError } from './config.ts';

/** What an entry point keeps of a started service: how to stop it. */
export interface RunningService {
  close(): Promise<void>;
}

/** The parts of `process` an entry point uses; tests pass their own. */
export interface ServiceProcess {
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
}

export interface ServiceConsole {
  log(message: string): void;
  error(message: unknown): void;
}

/**
 * Runs a service as every entry point does: a bad configuration prints its message (naming the variables) and
 * exits 1, any other start failure prints the error and exits 1; SIGINT or SIGTERM stop it once, cleanly, exit 0.
 */
export async function runService(
  start: () => Promise<RunningService>,
  proc: ServiceProcess = process,
  out: ServiceConsole = console,
): Promise<void> {
  let running: RunningService;
  try {
    running = await start();
  } catch (err) {
    out.error(err instanceof ConfigError ? err.message : err);
    proc.exit(1);
    return;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    out.log(`${signal}: stopping…`);
    try {
      await running.close();
    } catch (err) {
      out.error(err);
      proc.exit(1);
      return;
    }
    proc.exit(0);
  };
  proc.once('SIGINT', () => void stop('SIGINT'));
  proc.once('SIGTERM', () => void stop('SIGTERM'));
}
