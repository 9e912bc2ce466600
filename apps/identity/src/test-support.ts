import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import type { TokenResponse } from '@shop/contracts';
import { buildIdentity, type IdentityOptions } from './app.ts';
import { loadIdentityConfig } from './config.ts';
import { listOutbox } from './mail.ts';

// A running identity service on a fresh database, for the API tests of this app.

export const SHOP = 'http://shop.test';
export const CLIENT_SECRET = 'test-client-secret-0123456789abcdefghijkl';

export interface TestIdentity {
  app: FastifyInstance;
  handle: DbHandle;
  dir: string;
  close(): Promise<void>;
  /** Posts a form as the storefront's page would. */
  form(url: string, fields: Record<string, string>, origin?: string): Promise<LightMyRequestResponse>;
  json(url: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  register(email: string, password?: string): Promise<LightMyRequestResponse>;
  /** login-redir, then the back-channel exchange: the tokens a signed-in storefront holds. */
  signIn(email: string, password: string, nonce?: string): Promise<TokenResponse>;
  token(fields: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The link of the newest outbox message to `to`, or null. */
  lastLink(to: string): Promise<string | null>;
}

export async function startTestIdentity(
  env: Record<string, string> = {},
  options: Partial<Pick<IdentityOptions, 'limits' | 'now' | 'seedDemo'>> = {},
): Promise<TestIdentity> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'identity-'));
  const handle = await createTestDatabase();
  const config = loadIdentityConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    IDENTITY_ALLOWED_ORIGINS: SHOP,
    IDENTITY_CLIENT_SECRET: CLIENT_SECRET,
    IDENTITY_ISSUER: 'http://identity.test',
    ...env,
  });
  // Every request of a test comes from one address: the per-client budgets would run out before the file does.
  const limits = { registerPerClient: 1000, mailPerClient: 1000, signInPerClient: 1000, ...options.limits };
  const app = await buildIdentity({ ...config, db: handle.db, seedDemo: false, ...options, limits });
  const t: TestIdentity = {
    app,
    handle,
    dir,
    async close() {
      await app.close();
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
    form(url, fields, origin = SHOP) {
      return app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    json(url, body, token) {
      return app.inject({
        method: 'POST',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as object,
      });
    },
    register(email, password = 'plum kettle orbit') {
      return t.json('/api/account/register', { email, password, firstName: 'Jo', lastName: 'Bloggs' });
    },
    token(fields) {
      return app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: 'storefront',
          client_secret: CLIENT_SECRET,
          ...fields,
        }).toString(),
      });
    },
    async signIn(email, password, nonce = 'n-1') {
      const res = await t.form('/api/account/login-redir', {
        email,
        password,
        returnUrl: '/',
        origin: SHOP,
        nonce,
      });
      const code = new URL(String(res.headers.location)).searchParams.get('code');
      if (!code) throw new Error(`sign-in failed: ${String(res.headers.location)}`);
      const exchanged = await t.token({ grant_type: 'authorization_code', code });
      if (exchanged.statusCode !== 200) throw new Error(`exchange failed: ${exchanged.body}`);
      return exchanged.json<TokenResponse>();
    },
    async lastLink(to) {
      const messages = await listOutbox(handle.db);
      return messages.find((m) => m.recipient === to)?.actionUrl ?? null;
    },
  };
  return t;
}

export function tokenOf(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${String(link)}`);
  return token;
}
