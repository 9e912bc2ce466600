import { vi } from 'vitest';
import { createRequestContext, type SiteInput } from '../../lib/context.server.ts';
import { methodFetch } from '../../test/cart-fixtures.ts';
import { SITE } from '../../test/catalogue.tsx';

// Shared by the account route tests: an action called as the server would, and a stand-in identity service.

export const IDENTITY_SITE: Partial<SiteInput> = { identityUrl: 'http://id.example' };
export const SIGNED_IN = 'loggedin=true; shop_access_token=a.b.c; shop_id_token=d.e.f';

export async function runAction(
  action: (args: never) => unknown,
  opts: {
    url: string;
    form: Record<string, string>;
    api?: ReturnType<typeof methodFetch>;
    cookie?: string;
    site?: Partial<SiteInput>;
  },
) {
  const api = opts.api ?? methodFetch({});
  const context = createRequestContext({
    site: { ...SITE, ...IDENTITY_SITE, ...opts.site },
    nonce: 'n0nce',
    cookieHeader: opts.cookie,
    apiFetch: api.fetch,
  });
  const request = new Request(`http://localhost${opts.url}`, {
    method: 'POST',
    body: new URLSearchParams(opts.form),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  try {
    return {
      api,
      result: await (action as (a: unknown) => unknown)({ request, params: {}, context }),
      thrown: undefined,
    };
  } catch (thrown) {
    return { api, result: undefined, thrown };
  }
}

/** Replaces fetch with an identity service answering `path → [status, body]`; unknown paths fail to connect. */
export function stubIdentity(answers: Record<string, [number, unknown]>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    const path = new URL(String(input)).pathname;
    const answer = answers[path];
    if (!answer) throw new TypeError('fetch failed');
    return Response.json(answer[1], { status: answer[0] });
  });
  return calls;
}
