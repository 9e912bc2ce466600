/**
 * One page render's identical reads, made once. The root loader and a page's own loader often ask the API the same
 * thing (the running sale, for one); the loaders run side by side, so the second asker shares the first one's call.
 *
 * Only GET calls without a body are shared, and only between calls with the same address and the same headers
 * (cookies included: the cookie relay updates them when an answer sets one). Any other call (a form's write) clears
 * what was kept, so a read after a write in the same request asks again. A cookie the API set is handed to the first
 * caller only, so the relay records it once.
 */
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body ? await response.arrayBuffer() : null,
  };
}

function responseOf(answer: Answer, withCookies: boolean): Response {
  const headers = new Headers();
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie' && !withCookies) continue;
    headers.append(name, value);
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

function readKey(input: string, init: RequestInit | undefined): string | null {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null) return null;
  const headers = [...new Headers(init?.headers)].map(([name, value]) => `${name}:${value}`).join('\n');
  return `${input}\n${headers}`;
}

export function memoiseReads(fetch: Fetch): Fetch {
  const reads = new Map<string, Promise<Answer>>();
  return async (input, init) => {
    const key = readKey(input, init);
    if (key === null) {
      reads.clear();
      return fetch(input, init);
    }
    const shared = reads.get(key);
    if (shared) return responseOf(await shared, false);
    const answer = fetch(input, init).then(answerOf);
    reads.set(key, answer);
    return responseOf(await answer, true);
  };
}
