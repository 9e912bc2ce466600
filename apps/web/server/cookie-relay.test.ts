import { describe, expect, it } from 'vitest';
import { createCookieRelay, withRelayedCookies } from './cookie-relay.ts';

describe('cookie relay between in-process API calls and the page response', () => {
  it('sends the shopper cookies, picks up new ones for later calls and hands them back', async () => {
    const seen: (string | null)[] = [];
    const api = async (_input: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('cookie'));
      const headers = new Headers();
      if (seen.length === 1) headers.append('set-cookie', 'cart_id=abc; Path=/; HttpOnly; SameSite=Lax');
      if (seen.length === 2) headers.append('set-cookie', 'geo=; Path=/; Max-Age=0');
      return new Response('{}', { headers });
    };
    const relay = createCookieRelay('geo=2000; theme=x', api);
    await relay.fetch('/api/cart/product/', { method: 'POST' });
    await relay.fetch('/api/cart/');
    await relay.fetch('/api/cart/');
    expect(seen).toEqual(['geo=2000; theme=x', 'geo=2000; theme=x; cart_id=abc', 'theme=x; cart_id=abc']);
    expect(relay.setCookies).toHaveLength(2);

    const page = withRelayedCookies(new Response('<html>', { status: 200 }), relay.setCookies);
    expect(page.headers.getSetCookie()).toEqual(relay.setCookies);
    expect(await page.text()).toBe('<html>');
  });

  it('leaves a response alone when the API set nothing', () => {
    const response = new Response('x');
    expect(withRelayedCookies(response, [])).toBe(response);
  });
});
