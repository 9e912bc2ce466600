import { describe, expect, it } from 'vitest';
import { createWebApiClient } from '@shop/contracts/web-client';
import { redeemEmbedToken, staffPageData } from './staff-page.server.ts';

type Answer = { status: number; json: unknown };

/** An API client over a fake fetch: each path answers what the test says, and the calls are kept. */
function api(answers: Record<string, Answer>) {
  const calls: { url: string; body: unknown }[] = [];
  const client = createWebApiClient({
    baseUrl: '',
    fetch: async (url, init) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[url.split('?')[0]!] ?? { status: 404, json: error(404, 'not_found') };
      return new Response(JSON.stringify(answer.json), { status: answer.status });
    },
  });
  return { client, calls };
}
const error = (status: number, code: string) => ({ status, code, message: 'x', errors: [], requestId: 'r' });
const me = { status: 200, json: { firstName: 'Alex', winningUserId: 'W1', salespersonCode: 'SP001' } };

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('staff page door', () => {
  it('spends the embed token, sets the page session cookie on /staff and drops the token from the address', async () => {
    const { client, calls } = api({
      '/api/staff/embed/redeem': { status: 200, json: { sessionToken: 'session-1', maxAgeSeconds: 1800 } },
    });
    const request = new Request(
      'http://shop.example/staff/reminders/list?salespersoncode=SP001&embed=true&embed_token=tok&cb=1',
    );
    const response = (await thrown(redeemEmbedToken(request, client))) as Response;
    expect(calls).toEqual([{ url: '/api/staff/embed/redeem', body: { token: 'tok' } }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/staff/reminders/list?salespersoncode=SP001&embed=true&cb=1',
    );
    expect(response.headers.get('set-cookie')).toBe(
      'shop_staff_page=session-1; Path=/staff; Max-Age=1800; HttpOnly; SameSite=Lax',
    );
  });

  it('drops a spent token without a cookie, and leaves an address without one alone', async () => {
    const { client } = api({ '/api/staff/embed/redeem': { status: 401, json: error(401, 'unauthorized') } });
    const response = (await thrown(
      redeemEmbedToken(new Request('https://shop.example/staff/reminders/stats?embed_token=old'), client),
    )) as Response;
    expect(response.headers.get('location')).toBe('/staff/reminders/stats');
    expect(response.headers.get('set-cookie')).toBeNull();
    await expect(
      redeemEmbedToken(new Request('https://shop.example/staff/reminders/stats'), client),
    ).resolves.toBe(undefined);
  });

  it("answers 'Staff only' with the API's 401 or 403, and the page's data to staff", async () => {
    for (const status of [401, 403]) {
      const { client } = api({
        '/api/staff/me': { status, json: error(status, status === 401 ? 'unauthorized' : 'forbidden') },
      });
      const result = await staffPageData(
        new Request('http://shop.example/staff/reminders/list'),
        client,
        async () => ({
          secret: 1,
        }),
      );
      expect(result).toMatchObject({ data: { allowed: false }, init: { status } });
    }
    const { client } = api({ '/api/staff/me': me });
    expect(
      await staffPageData(new Request('http://shop.example/staff/reminders/list'), client, async (who) => ({
        code: who.salespersonCode,
      })),
    ).toEqual({ allowed: true, code: 'SP001' });
  });
});
