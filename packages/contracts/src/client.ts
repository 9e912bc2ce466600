import type { z } from 'zod';
import { ErrorBody } from './errors.ts';
import { Product, ProductList } from './products.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

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

export interface ApiClientOptions {
  /** Origin of the storefront API, e.g. 'http://127.0.0.1:3000'; empty for same-origin browser calls. */
  baseUrl: string;
  fetch?: FetchLike;
  headers?: Record<string, string>;
}

/** The typed client of `/api/*`: every answer is parsed with the same schema the server validates with. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      headers: { accept: 'application/json', ...options.headers },
    });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const parsed = ErrorBody.safeParse(json);
      throw new ApiError(response.status, parsed.success ? parsed.data : null);
    }
    return schema.parse(json);
  }

  return {
    featuredProducts: (limit = 12) => get(`/api/v2/product/featured?limit=${limit}`, ProductList),
    productBySlug: (slug: string) => get(`/api/v2/product/slug/${encodeURIComponent(slug)}`, Product),
    productBySku: (sku: string) => get(`/api/v2/product/sku/${encodeURIComponent(sku)}`, Product),
    productById: (id: number) => get(`/api/v2/product/id/${id}/`, Product),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
