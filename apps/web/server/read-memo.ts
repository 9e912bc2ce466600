/**
 * One page render's identical reads, made once. The root loader and a page's own loader often ask the API the same
 * thing (the running sale, for one); the loaders run side by side, so the second asker shares the first one's call.
 *
 * Only GET calls without a body are shared, and only between calls with the same address and the same headers
 * (cookies included: the cookie relay updates them when an answer sets one). Any other call (a form's write) clears
 * what was kept, so a read after a write in the same request asks again. A cookie the API set is handed to the first
 * caller only, so the relay records it once.
 */
import { ApiAnswer } from '@shop/contracts/api-answer';
import type { FetchAnswer } from '@shop/contracts/web';

type Fetch = (input: string, init?: RequestInit) => Promise<FetchAnswer>;

/** An answer as kept: its bytes once, whatever the caller gave (the in-process fetch's answer, or a `Response`). */
async function keptOf(response: FetchAnswer): Promise<ApiAnswer> {
  if (response instanceof ApiAnswer) return response;
  const statusText = (response as Partial<Response>).statusText ?? '';
  return new ApiAnswer(
    response.status,
    response.headers,
    Buffer.from(await response.text(), 'utf8'),
    statusText,
  );
}

/** The kept answer for one caller: its own headers, so a cookie the API set goes to the first caller only. */
function answerFor(kept: ApiAnswer, withCookies: boolean): ApiAnswer {
  if (withCookies || !kept.headers.has('set-cookie')) return kept;
  const headers = new Headers(kept.headers);
  headers.delete('set-cookie');
  return kept.withHeaders(headers);
}

function readKey(input: string, init: RequestInit | undefined): string | null {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null) return null;
  const headers = [...new Headers(init?.headers)].map(([name, value]) => `${name}:${value}`).join('\n');
  return `${input}\n${headers}`;
}

export function memoiseReads(fetch: Fetch): (input: string, init?: RequestInit) => Promise<ApiAnswer> {
  const reads = new Map<string, Promise<ApiAnswer>>();
  return async (input, init) => {
    const key = readKey(input, init);
    if (key === null) {
      reads.clear();
      return keptOf(await fetch(input, init));
    }
    const shared = reads.get(key);
    if (shared) return answerFor(await shared, false);
    const answer = fetch(input, init).then(keptOf);
    reads.set(key, answer);
    return answerFor(await answer, true);
  };
}
