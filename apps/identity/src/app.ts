import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBaseServer, loadOrCreateKeyPair, registerHealth } from '@shop/server-kit';
import type { IdentityConfig } from './config.ts';

/**
 * The identity service: it alone signs tokens (asymmetric keys) and publishes the public half as a
 * JWKS that the storefront verifies against. Accounts, sign-in and the rest of the spec's
 * /api/account/* calls are built on this base.
 */
export async function buildIdentity(config: IdentityConfig): Promise<FastifyInstance> {
  const app = createBaseServer({
    service: 'identity',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    security: { formActions: config.allowedOrigins },
    csrf: { allowedOrigins: config.allowedOrigins },
  });
  const signingKey = await loadOrCreateKeyPair({
    alg: 'ES256',
    kid: 'identity-1',
    file: path.join(config.dataDir, 'identity', 'signing-key.json'),
    privateJwkFromEnv: config.signingJwk,
  });
  registerHealth(app, 'identity', {
    signingKey: async () => {
      if (!signingKey.privateKey) throw new Error('no signing key');
    },
  });
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [signingKey.publicJwk] }),
  );
  app.get('/.well-known/openid-configuration', { schema: { hide: true } }, async () => ({
    issuer: config.issuer,
    jwks_uri: `${config.issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['ES256'],
  }));
  return app;
}
