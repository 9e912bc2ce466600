import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@shop/server-kit';

/** Checks a body against its contract; the shopper sees each problem's own sentence (000 §8 joins them). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw new AppError('validation_failed', [...new Set(parsed.error.issues.map((issue) => issue.message))]);
  }
  return parsed.data;
}

/** `Authorization: Bearer …`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
