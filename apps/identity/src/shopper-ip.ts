import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { SHOPPER_IP_HEADER } from '@shop/contracts';
import type { IdentityContext } from './context.ts';
import { clientCredentials } from './routes-token.ts';
import { authenticateClient } from './sign-in.ts';

/**
 * Whose address a per-client limit counts. The storefront's pages call register, forgot-password and resend from its
 * server, so every shopper would share the server's address and one busy minute would lock everyone out; the
 * storefront names the shopper's address in a header, which counts only when the call also carries the storefront's
 * client credentials. Anyone else's header is ignored: a browser cannot pick its own address.
 */
export function shopperIp(request: FastifyRequest, ctx: IdentityContext): string {
  const claimed = request.headers[SHOPPER_IP_HEADER];
  if (typeof claimed !== 'string' || isIP(claimed.trim()) === 0) return request.ip;
  const client = clientCredentials(request, {});
  try {
    authenticateClient(ctx, client.id, client.secret);
  } catch {
    return request.ip;
  }
  return claimed.trim();
}
