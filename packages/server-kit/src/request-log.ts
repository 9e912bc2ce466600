import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id from a trusted upstream header when well formed, otherwise a fresh one. */
export function generateRequestId(headers: Record<string, string | string[] | undefined>): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Whether a logger at `level` writes info lines (an unknown level is taken to write them). */
function logsInfo(level: string): boolean {
  return !['warn', 'error', 'fatal', 'silent'].includes(level);
}

/** One JSON line per request (Fastify's own two lines are switched off with disableRequestLogging). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Below the configured level the line would be dropped by the logger: the fields are not gathered either.
    if (!logsInfo(request.log.level)) {
      done();
      return;
    }
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
