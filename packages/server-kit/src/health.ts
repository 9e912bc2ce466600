import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void>;

/** `/healthz`: the process answers. `/readyz`: its dependencies answer too (503 otherwise). */
export function registerHealth(app: FastifyInstance, service: string, checks: Record<string, ReadinessCheck> = {}): void {
  const hide = { schema: { hide: true }, config: { rateLimit: false } } as const;
  app.get('/healthz', hide, async () => ({ status: 'ok', service }));
  app.get('/readyz', hide, async (request, reply) => {
    const results: Record<string, 'ok' | 'failed'> = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
        results[name] = 'ok';
      } catch (err) {
        request.log.warn({ err, check: name }, 'readiness check failed');
        results[name] = 'failed';
      }
    }
    const ready = Object.values(results).every((r) => r === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', service, checks: results });
  });
}
