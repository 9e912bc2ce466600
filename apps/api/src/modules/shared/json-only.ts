import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@shop/server-kit';

/**
 * preValidation hook of state-changing calls that read cookies or store input: the body must be JSON. A cross-site
 * HTML form can only send urlencoded, multipart or text/plain bodies, and a script on another origin cannot send
 * application/json without a CORS preflight this origin never grants — so requiring it makes the call CSRF-safe
 * (docs/decisions/0010). Anything else is 415.
 */
export async function requireJsonBody(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported_media_type', []);
}
