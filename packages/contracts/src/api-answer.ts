import type { FetchAnswer } from './client-core.ts';

/**
 * An API answer whose body is already in memory: what the storefront's in-process calls give its renderer instead of
 * a fetch `Response`, which builds a web stream around every body and copies it again to read it
 * (docs/decisions/0063-in-process-answers-without-streams.md). It has what the API client and the renderer read of a
 * `Response`: the status, the headers and the body as text, JSON or bytes, each readable any number of times.
 */
export class ApiAnswer implements FetchAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly #body: Buffer;

  constructor(status: number, headers: Headers, body: Buffer, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.#body = body;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  /** The body's bytes (the same buffer each time: callers only read it). */
  get bytes(): Buffer {
    return this.#body;
  }

  async text(): Promise<string> {
    return this.#body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.#body.toString('utf8'));
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#body).buffer;
  }
}
