import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADER, createInProcessFetch } from './in-process-fetch.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get('/api/echo', async (request, reply) =>
    reply
      .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      .send({ query: request.query, internal: request.headers[INTERNAL_REQUEST_HEADER], cookie: request.headers.cookie }),
  );
  app.post('/api/echo', async (request) => ({ method: request.method, body: request.body }));
  app.delete('/api/echo', async (_request, reply) => reply.status(204).send());
  await app.ready();
});
afterAll(async () => app?.close());

describe('createInProcessFetch', () => {
  const apiFetch = createInProcessFetch(() => app, 'render-secret');

  it('answers a read as a fetch Response, with its cookies and the internal marker', async () => {
    const res = await apiFetch('/api/echo?x=1', { headers: { cookie: 'shop_cart=abc' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toEqual({ query: { x: '1' }, internal: 'render-secret', cookie: 'shop_cart=abc' });
  });

  it('lets no caller choose the internal marker', async () => {
    const res = await apiFetch('/api/echo', { headers: { [INTERNAL_REQUEST_HEADER]: 'guess' } });
    expect((await res.json()) as unknown).toMatchObject({ internal: 'render-secret' });
  });

  it('sends a JSON body with its method', async () => {
    const res = await apiFetch('/api/echo', {
      method: 'post',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'M547E' }),
    });
    expect(await res.json()).toEqual({ method: 'POST', body: { sku: 'M547E' } });
  });

  it('answers an empty body as no body', async () => {
    const res = await apiFetch('/api/echo', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('reaches a server created after it', async () => {
    let late: FastifyInstance | null = null;
    const lateFetch = createInProcessFetch(() => late!, 'x');
    late = app;
    expect((await lateFetch('/api/echo')).status).toBe(200);
  });
});
