import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shop/contracts';
import { sharedHttpErrorMessage } from '@shop/domain';

/**
 * A typed error with a stable code. Services throw these; the one handler below turns them
 * into the status and the spec's wording, so no route writes its own error body.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly messages: readonly string[];
  constructor(code: string, status: number, messages: readonly string[] = []) {
    super(messages[0] ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.messages = messages;
  }
}

export const notFound = (what = 'resource') => new AppError('not_found', 404, [`${what} not found`]);
export const badRequest = (messages: readonly string[]) => new AppError('bad_request', 400, messages);

export function errorBody(status: number, code: string, messages: readonly string[], requestId?: string): ErrorBody {
  return {
    status,
    code,
    // For a 400 the catalogue joins the list; every other status has one fixed sentence.
    message: sharedHttpErrorMessage(status, messages),
    errors: status >= 500 ? [] : [...messages],
    ...(requestId ? { requestId } : {}),
  };
}

function describeIssue(issue: { instancePath?: string; message?: string }): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const message = issue.message ?? 'is invalid';
  return path ? `${path}: ${message}` : message;
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, messages: readonly string[]) {
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, code, messages, request.id));
}

export interface ErrorHandlingOptions {
  /** Paths under this prefix answer unknown routes with the JSON 404; others are left to `notFound`. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, request, error.status, error.code, error.messages);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => describeIssue(issue));
      return send(reply, request, 400, 'validation_failed', messages);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return send(reply, request, 429, 'rate_limited', []);
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large and the like: the client's fault,
      // but Fastify's own wording is not for shoppers, so the catalogue's sentence stands alone.
      return send(reply, request, status, error.code ?? 'bad_request', []);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'internal_error', []);
  });

  app.setNotFoundHandler(
    options.notFoundHandler ??
      ((request, reply) => send(reply, request, 404, 'not_found', [])),
  );
}

/** The JSON 404 answer, for callers that route unknown paths themselves. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, 'not_found', []);
}
