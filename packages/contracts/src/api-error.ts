import type { ErrorBody } from './errors.ts';

// Apart from the client, so a page can tell an API error from any other failure without loading the client itself
// (the browser's client is loaded on a page's first call, docs/decisions/0068).

/** A failed API call, carrying the server's catalogue message and the list behind it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}
