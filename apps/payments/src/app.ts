import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBaseServer, loadOrCreateKeyPair, registerHealth } from '@shop/server-kit';
import type { PaymentsConfig } from './config.ts';

/**
 * The payments sandbox: a stand-in for the card gateway and the buy-now-pay-later providers.
 * It owns the card-encryption private key; browsers encrypt card data with the public key it
 * publishes here, and the storefront only ever forwards the encrypted blobs.
 */
export async function buildPayments(config: PaymentsConfig): Promise<FastifyInstance> {
  const app = createBaseServer({
    service: 'payments',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    security: { formActions: [config.storefrontOrigin] },
  });
  const encryptionKey = await loadOrCreateKeyPair({
    alg: 'RSA-OAEP-256',
    kid: 'card-1',
    file: path.join(config.dataDir, 'payments', 'card-encryption-key.json'),
    privateJwkFromEnv: config.encryptionJwk,
  });
  registerHealth(app, 'payments', {
    encryptionKey: async () => {
      if (!encryptionKey.privateKey) throw new Error('no encryption key');
    },
  });
  app.get('/v1/encryption-keys', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [encryptionKey.publicJwk] }),
  );
  return app;
}
