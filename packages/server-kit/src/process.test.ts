import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from './config.ts';
import { runService } from './process.ts';

function fakeProcess() {
  const listeners = new Map<string, () => void>();
  const exits: number[] = [];
  return {
    proc: {
      once: (signal: string, listener: () => void) => listeners.set(signal, listener),
      exit: (code: number) => void exits.push(code),
    },
    signal: (name: string) => listeners.get(name)?.(),
    listeners,
    exits,
  };
}

const quiet = () => ({ log: vi.fn(), error: vi.fn() });

describe('runService', () => {
  it('prints a bad configuration by its message and exits 1', async () => {
    const p = fakeProcess();
    const out = quiet();
    await runService(
      async () => {
        throw new ConfigError([{ variable: 'PORT', message: 'must be a port number' }]);
      },
      p.proc,
      out,
    );
    expect(p.exits).toEqual([1]);
    expect(out.error).toHaveBeenCalledWith(expect.stringContaining('PORT: must be a port number'));
    expect(p.listeners.size).toBe(0);
  });

  it('stops once on SIGTERM or SIGINT and exits 0', async () => {
    const p = fakeProcess();
    const close = vi.fn(async () => {});
    await runService(async () => ({ close }), p.proc, quiet());
    p.signal('SIGTERM');
    p.signal('SIGINT');
    await vi.waitFor(() => expect(p.exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when stopping fails', async () => {
    const p = fakeProcess();
    await runService(async () => ({ close: async () => Promise.reject(new Error('stuck')) }), p.proc, quiet());
    p.signal('SIGINT');
    await vi.waitFor(() => expect(p.exits).toEqual([1]));
  });
});
