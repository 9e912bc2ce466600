/**
 * A storefront stopping (SIGTERM: a deploy, a scale-in, a worker replaced) finishes what it is answering. Fastify's
 * own close refuses every in-process call from the moment it begins, so a page still rendering would lose the reads
 * its loaders make and answer an error. `drainStorefront` comes first: it stops taking connections, then waits until
 * every request from outside has been answered (its in-process calls still work), at most `timeoutMs`; `app.close()`
 * follows (docs/decisions/0067-a-process-per-core.md).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const DRAIN_TIMEOUT_MS = 10_000;

class InFlight {
  #count = 0;
  readonly #waiters = new Set<() => void>();

  get count(): number {
    return this.#count;
  }

  /** Counts one answer until its response is finished or its connection is gone. */
  track(response: ServerResponse): void {
    this.#count++;
    response.once('close', () => {
      this.#count--;
      if (this.#count === 0) for (const wake of this.#waiters) wake();
    });
  }

  /** True once none is in flight; false if some still are after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.#waiters.add(wake);
    });
  }
}

const inFlightByApp = new WeakMap<FastifyInstance, InFlight>();

/** Counts the answers `app` gives to the outside; `isInternal` names the renderer's own in-process calls. */
export function trackInFlight(app: FastifyInstance, isInternal: (request: FastifyRequest) => boolean) {
  const inFlight = new InFlight();
  inFlightByApp.set(app, inFlight);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isInternal(request)) inFlight.track(reply.raw);
    done();
  });
}

/**
 * Stops taking connections (idle kept-alive ones are closed) and resolves once every answer in flight is finished,
 * or after `timeoutMs` with how many were still going. Call `app.close()` next.
 */
export async function drainStorefront(
  app: FastifyInstance,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<{ unfinished: number }> {
  const inFlight = inFlightByApp.get(app);
  if (app.server.listening) app.server.close();
  if (!inFlight) return { unfinished: 0 };
  const done = await inFlight.idle(timeoutMs);
  return { unfinished: done ? 0 : inFlight.count };
}
