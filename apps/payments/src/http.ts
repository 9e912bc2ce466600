import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@shop/server-kit';
import type { PaymentsContext } from './context.ts';
import { sameSecret } from './secrets.ts';

/** Checks input against its schema; each problem names the field and the rule, never the value sent. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
    );
  }
  return parsed.data;
}

/** Merchant authentication: `Authorization: Bearer <api key>` on every /v1 call but the certificates. */
export function requireMerchant(ctx: PaymentsContext, request: FastifyRequest): void {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1] || !sameSecret(match[1], ctx.apiKey)) {
    throw new AppError('unauthorized', ['A valid API key is required (Authorization: Bearer <key>).']);
  }
}
