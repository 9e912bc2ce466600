import { jsonOrNull, type FetchAnswer } from './client-core.ts';
import { deepFreeze } from './deep-freeze.ts';

/**
 * One parse of a kept answer's body, shared by every `ApiAnswer` made from it: the body of an answer the API marked
 * `public` is read by every render within its lifetime, and each reader gets the same frozen value
 * (docs/decisions/0077-kept-answers-parsed-once.md).
 */
export class SharedJson {
  #parsed = false;
  #value: unknown = null;

  value(body: Buffer): unknown {
    if (!this.#parsed) {
      this.#value = deepFreeze(jsonOrNull(body.toString('utf8')));
      this.#parsed = true;
    }
    return this.#value;
  }
}

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
  readonly #shared: SharedJson | null;

  /** `shared`: the body's one parse, when the answer is kept and read again (a public answer); absent, each read parses. */
  constructor(
    status: number,
    headers: Headers,
    body: Buffer,
    statusText = '',
    shared: SharedJson | null = null,
  ) {
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.#body = body;
    this.#shared = shared;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  /** The body's bytes (the same buffer each time: callers only read it). */
  get bytes(): Buffer {
    return this.#body;
  }

  /** The same answer with other headers (a later reader's copy without `Set-Cookie`); the body and its parse are shared. */
  withHeaders(headers: Headers): ApiAnswer {
    return new ApiAnswer(this.status, headers, this.#body, this.statusText, this.#shared);
  }

  async text(): Promise<string> {
    return this.#body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.#body.toString('utf8'));
  }

  /**
   * The body as JSON, null when it is empty. A kept answer's value is parsed once and frozen: every reader gets the
   * same value and none may change it. Otherwise it is parsed for this reader alone.
   */
  async jsonValue(): Promise<unknown> {
    return this.#shared ? this.#shared.value(this.#body) : jsonOrNull(this.#body.toString('utf8'));
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#body).buffer;
  }
}
