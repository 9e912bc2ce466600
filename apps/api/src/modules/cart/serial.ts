/**
 * Runs the tasks given for one key one after another, in arrival order, within this process; tasks for different
 * keys (or without a key) run freely.
 *
 * Why: the edits of one cart are already serialised by its row lock, but a burst of them (double clicks, two tabs)
 * would otherwise wait on that lock inside open transactions, each holding a pooled connection (PostgreSQL) or the
 * single embedded engine (PGlite) while it waits. Queuing them here first keeps one transaction per cart open at a
 * time. It is only an optimisation: correctness across instances still rests on the row lock.
 */
export interface KeyedQueue {
  run<T>(key: string | null, task: () => Promise<T>): Promise<T>;
  /** Keys with work queued or running (for tests). */
  readonly size: number;
}

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(key: string | null, task: () => Promise<T>): Promise<T> {
      if (key === null) return task();
      const previous = tails.get(key) ?? Promise.resolve();
      // A failed task must not stop the ones queued behind it.
      const result = previous.then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}
