import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs at once and on every tick, never two passes at once, and stop waits for the pass under way', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let passes = 0;
    const job = startPeriodicJob({
      pass: () => {
        passes++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      everyMs: 1000,
      onError: () => {},
    });
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes).toBe(1); // the first pass is still running
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(2);
  });

  it('hands a failed pass to onError and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let passes = 0;
    const job = startPeriodicJob({
      pass: async () => {
        passes++;
        if (passes === 1) throw new Error('database away');
      },
      everyMs: 1000,
      onError: (err) => errors.push(err),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(passes).toBe(2);
    await job.stop();
  });
});
