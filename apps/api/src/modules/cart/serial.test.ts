import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './serial.ts';

/** A task that records when it starts and ends, and finishes when told to. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open: () => open(),
    task: async () => {
      log.push(`${name}:start`);
      await opened;
      log.push(`${name}:end`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('keyed queue', () => {
  it('runs tasks of one key one after another, in arrival order', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const pa = queue.run('cart:1', a.task);
    const pb = queue.run('cart:1', b.task);
    await tick();
    expect(log).toEqual(['a:start']);
    b.open();
    await tick();
    expect(log).toEqual(['a:start']);
    a.open();
    expect(await Promise.all([pa, pb])).toEqual(['a', 'b']);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
    expect(queue.size).toBe(0);
  });

  it('runs tasks of different keys, or without a key, side by side', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const c = gate(log, 'c');
    const all = Promise.all([queue.run('cart:1', a.task), queue.run('cart:2', b.task), queue.run(null, c.task)]);
    await tick();
    expect(log.sort()).toEqual(['a:start', 'b:start', 'c:start']);
    [a, b, c].forEach((g) => g.open());
    await all;
  });

  it('goes on after a failed task, which still fails for its caller', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('cart:1', async () => {
      throw new Error('refused');
    });
    const next = queue.run('cart:1', async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
    await tick();
    expect(queue.size).toBe(0);
  });
});
