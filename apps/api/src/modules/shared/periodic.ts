/** A job that runs at start and then on a timer, stopped with the API. */
export interface PeriodicJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once and every `everyMs`, as the reconciler runs: an unref'd timer that never keeps the process alive,
 * never two passes at once, a failed pass handed to `onError` and tried again on the next tick.
 */
export function startPeriodicJob(opts: {
  pass: () => Promise<void>;
  everyMs: number;
  onError: (err: unknown) => void;
}): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = opts
      .pass()
      .catch(opts.onError)
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, opts.everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
