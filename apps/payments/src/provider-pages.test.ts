import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeliveries } from './webhook-queries.ts';
import { CHECKOUT_RETURN_URL, newKey, startSandbox, type Sandbox } from './test-support.ts';

// The shopper's pages (docs/decisions/0029-buy-now-pay-later.md): each provider's hosted page and the Zip app.

let sandbox: Sandbox;
// 10:00 in Sydney on Tuesday 24 November 2026 (and 12:00 in Auckland): both shops' today is the 24th.
let clock = new Date('2026-11-23T23:00:00.000Z');
beforeAll(async () => {
  sandbox = await startSandbox({}, () => clock);
});
afterAll(() => sandbox.close());

const SANDBOX_HOST = 'localhost:3002';
const SANDBOX_ORIGIN = `http://${SANDBOX_HOST}`;

async function hosted(provider: string, cents: number, extra: Record<string, unknown> = {}) {
  const res = await sandbox.call(
    'POST',
    '/v1/checkouts',
    {
      merchantAccount: 'default',
      merchantReference: newKey('ref'),
      amount: { value: cents, currency: extra.country === 'NZ' ? 'NZD' : 'AUD' },
      provider,
      returnUrl: CHECKOUT_RETURN_URL,
      shopName: 'Appliances <Online>',
      country: 'AU',
      ...extra,
    },
    newKey('checkout'),
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ pspReference: string; redirectUrl: string }>();
}

async function inStore(deviceCode: string, cents: number, storeName = 'Moorabbin store') {
  const res = await sandbox.call(
    'POST',
    '/v1/instore',
    {
      merchantAccount: 'default',
      merchantReference: newKey('store'),
      amount: { value: cents, currency: 'AUD' },
      deviceCode,
      storeName,
    },
    newKey('instore'),
  );
  return res.json<{ pspReference: string }>().pspReference;
}

const get = (url: string) => sandbox.app.inject({ url, headers: { host: SANDBOX_HOST } });

/** The page's visible text, tags dropped and whitespace folded, for reading as a shopper would. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

/** The fields of the form on `html` that posts to `action`. */
function formFields(html: string, action: string): Record<string, string> {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find(
    (f) => f[1] === action,
  );
  if (!form) throw new Error(`no form posting to ${action}`);
  return Object.fromEntries(
    [...(form[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
}

const post = (url: string, fields: Record<string, string>, origin = SANDBOX_ORIGIN) =>
  sandbox.app.inject({
    method: 'POST',
    url,
    headers: { host: SANDBOX_HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function answerHosted(provider: string, psp: string, decision: 'approve' | 'cancel') {
  const page = await get(`/pay/${provider}/${psp}`);
  const action = `/pay/${provider}/${psp}/${decision}`;
  return post(action, formFields(page.body, action));
}

const lookup = async (psp: string) =>
  (await sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=default`)).json<{ status: string }>();

describe('the hosted pages', () => {
  it('show Afterpay’s four fortnightly payments of the total / 4 rounded up, with their dates', async () => {
    const { pspReference: psp, redirectUrl } = await hosted('afterpay', 40_050);
    const page = await get(new URL(redirectUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Afterpay</h1>');
    const shown = text(page.body);
    expect(shown).toContain('Appliances <Online> asks you to pay $400.50 with Afterpay.');
    expect(page.body).toContain('Appliances &lt;Online&gt;');
    expect(shown).toContain('4 fortnightly payments');
    expect(shown).toContain('Today Tuesday 24 November 2026 $101.00');
    expect(shown).toContain('In 2 weeks Tuesday 8 December 2026 $101.00');
    expect(shown).toContain('In 4 weeks Tuesday 22 December 2026 $101.00');
    expect(shown).toContain('In 6 weeks Tuesday 5 January 2027 $101.00');
    expect(page.body).toMatch(/<button type="submit" class="primary">Approve<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="secondary">Cancel<\/button>/);
    expect(page.body).not.toContain('<script');
    expect(shown).toContain(psp);
  });

  it('show Zip NZ’s four payments, Zip AU’s weekly rate, Humm’s 5 or 10 payments, PayPal’s and Klarna’s four', async () => {
    const zipNz = text(
      (await get(`/pay/zip/${(await hosted('zip', 40_050, { country: 'NZ' })).pspReference}`)).body,
    );
    expect(zipNz).toContain('4 interest-free payments');
    expect(zipNz).toContain('Today Tuesday 24 November 2026 $101.00');
    expect(zipNz).toContain('In 6 weeks Tuesday 5 January 2027 $101.00');

    // ceil(1500 / 24 / 4.33 * 100) / 100 = 14.44
    const zipAu = text((await get(`/pay/zip/${(await hosted('zip', 150_000)).pspReference}`)).body);
    expect(zipAu).toContain('Weekly repayments over 24 months');
    expect(zipAu).toContain('Every week for 24 months, from $14.44');

    const humm10 = text((await get(`/pay/humm/${(await hosted('humm', 150_000)).pspReference}`)).body);
    expect(humm10).toContain('10 fortnightly payments');
    expect(humm10).toContain('In 18 weeks Tuesday 30 March 2027 $150.00');
    const humm5 = text((await get(`/pay/humm/${(await hosted('humm', 100_000)).pspReference}`)).body);
    expect(humm5).toContain('5 fortnightly payments');
    expect(humm5).toContain('In 8 weeks Tuesday 19 January 2027 $200.00');
    const hummOver = text((await get(`/pay/humm/${(await hosted('humm', 250_000)).pspReference}`)).body);
    expect(hummOver).toContain('No Humm plan for this amount');
    expect(hummOver).toContain('Humm plans are for purchases up to $2,000.');

    const paypal = await get(`/pay/paypal/${(await hosted('paypal', 10_000)).pspReference}`);
    expect(paypal.body).toContain('<h1>PayPal</h1>');
    expect(text(paypal.body)).toContain('Pay in 4');
    expect(text(paypal.body)).toContain('In 2 weeks Tuesday 8 December 2026 $25.00');

    const klarna = await get(`/pay/klarna/${(await hosted('klarna', 10_001)).pspReference}`);
    expect(klarna.body).toContain('<h1>Klarna</h1>');
    expect(text(klarna.body)).toContain('4 interest-free payments');
    expect(text(klarna.body)).toContain('Today Tuesday 24 November 2026 $26.00');
  });

  it('answer an unknown payment, or one under another provider’s address, with 404', async () => {
    const { pspReference: psp } = await hosted('afterpay', 5_000);
    expect((await get(`/pay/paypal/${psp}`)).statusCode).toBe(404);
    expect((await get('/pay/afterpay/NOSUCHPAYMENT000')).statusCode).toBe(404);
    expect((await get(`/pay/bitcoin/${psp}`)).statusCode).toBe(404);
  });

  it('Approve authorises, queues one notification and sends the shopper back with the provider’s parameters', async () => {
    const { pspReference: psp } = await hosted('paypal', 25_000);
    const page = (await get(`/pay/paypal/${psp}`)).body;
    const approve = formFields(page, `/pay/paypal/${psp}/approve`);
    const cancel = formFields(page, `/pay/paypal/${psp}/cancel`);
    const res = await post(`/pay/paypal/${psp}/approve`, approve);
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/customer/checkout');
    expect(back.searchParams.get('provider')).toBe('paypal');
    expect(back.searchParams.get('token')).toBe(psp);
    expect(back.searchParams.get('status')).toBe('SUCCESS');
    expect(back.searchParams.get('PayerID')).toMatch(/^[0-9A-F]{13}$/);
    expect(await lookup(psp)).toMatchObject({ status: 'authorised' });

    // The page now shows the outcome and offers no second answer.
    const after = await get(`/pay/paypal/${psp}`);
    expect(after.statusCode).toBe(200);
    expect(text(after.body)).toContain('You approved this payment. It cannot be answered again.');
    expect(after.body).not.toContain('>Approve</button>');
    expect(after.body).toContain(`href="${String(res.headers.location).replaceAll('&', '&amp;')}"`);
    // A second Approve (a double click) sends the shopper back again without a second change; a Cancel is refused.
    const again = await post(`/pay/paypal/${psp}/approve`, approve);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(res.headers.location);
    const late = await post(`/pay/paypal/${psp}/cancel`, cancel);
    expect(late.statusCode).toBe(409);
    expect(text(late.body)).toContain('You approved this payment.');
    expect(await lookup(psp)).toMatchObject({ status: 'authorised' });
    const deliveries = await listDeliveries(sandbox.handle.db, psp);
    expect(deliveries.map((d) => (d.body as { eventCode: string }).eventCode)).toEqual(['AUTHORISATION']);
  });

  it('Cancel cancels and sends the shopper back with status=CANCELLED', async () => {
    const { pspReference: psp } = await hosted('humm', 60_000);
    const res = await answerHosted('humm', psp, 'cancel');
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(Object.fromEntries(back.searchParams)).toEqual({
      provider: 'paypal',
      x_reference: psp,
      status: 'CANCELLED',
    });
    expect(await lookup(psp)).toMatchObject({ status: 'cancelled' });
    expect(text((await get(`/pay/humm/${psp}`)).body)).toContain('You cancelled this payment.');
    const deliveries = await listDeliveries(sandbox.handle.db, psp);
    expect(deliveries.map((d) => (d.body as { eventCode: string }).eventCode)).toEqual(['CANCELLATION']);
  });

  it('refuses an answer without the page’s form token, with another payment’s, or from another site', async () => {
    const { pspReference: psp } = await hosted('afterpay', 12_000);
    const { pspReference: other } = await hosted('afterpay', 12_000);
    const otherToken = formFields(
      (await get(`/pay/afterpay/${other}`)).body,
      `/pay/afterpay/${other}/approve`,
    );
    const own = formFields((await get(`/pay/afterpay/${psp}`)).body, `/pay/afterpay/${psp}/approve`);
    expect((await post(`/pay/afterpay/${psp}/approve`, {})).statusCode).toBe(403);
    expect((await post(`/pay/afterpay/${psp}/approve`, { formToken: 'forged' })).statusCode).toBe(403);
    expect((await post(`/pay/afterpay/${psp}/approve`, otherToken)).statusCode).toBe(403);
    expect((await post(`/pay/afterpay/${psp}/approve`, own, 'https://evil.example')).statusCode).toBe(403);
    // Each payment has its own token.
    expect(own.formToken).not.toBe(otherToken.formToken);
    expect(await lookup(psp)).toMatchObject({ status: 'pending' });
    expect(await listDeliveries(sandbox.handle.db, psp)).toEqual([]);
    expect((await post(`/pay/afterpay/${psp}/approve`, own)).statusCode).toBe(303);
  });

  it('lets one of simultaneous Approves and Cancels win, once', async () => {
    for (let round = 0; round < 3; round++) {
      const { pspReference: psp } = await hosted('klarna', 30_000);
      const page = (await get(`/pay/klarna/${psp}`)).body;
      const approve = formFields(page, `/pay/klarna/${psp}/approve`);
      const cancel = formFields(page, `/pay/klarna/${psp}/cancel`);
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) =>
          i % 2 === 0
            ? post(`/pay/klarna/${psp}/approve`, approve)
            : post(`/pay/klarna/${psp}/cancel`, cancel),
        ),
      );
      const { status } = await lookup(psp);
      expect(['authorised', 'cancelled']).toContain(status);
      const won = status === 'authorised' ? 'SUCCESS' : 'CANCELLED';
      for (const [i, res] of answers.entries()) {
        const sameWay = (i % 2 === 0) === (status === 'authorised');
        expect(res.statusCode).toBe(sameWay ? 303 : 409);
        if (sameWay) expect(new URL(String(res.headers.location)).searchParams.get('status')).toBe(won);
      }
      expect(await listDeliveries(sandbox.handle.db, psp)).toHaveLength(1);
    }
  });
});

describe('the sandbox’s front page', () => {
  it('explains the providers, the Zip app and the in-store flow beside the test cards', async () => {
    const index = await get('/');
    const shown = text(index.body);
    for (const name of ['PayPal', 'Afterpay', 'Zip', 'Klarna', 'Humm']) expect(shown).toContain(name);
    for (const param of ['token', 'orderToken', 'checkoutId', 'order_id', 'x_reference']) {
      expect(index.body).toContain(`<code>${param}</code>`);
    }
    expect(index.body).toContain('<a href="/zip-app">Zip app</a>');
    expect(shown).toContain('A request nobody answers expires after 2 minutes.');
    expect(shown).toContain('POST /v1/checkouts');
    expect(shown).toContain('POST /v1/instore');
    expect(shown).toContain('4242 4242 4242 4242');
  });
});

describe('the Zip app', () => {
  it('asks for the code, then lists that code’s pending requests with Approve and Decline', async () => {
    const start = await get('/zip-app');
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('<label for="code">Your 6-digit code</label>');
    expect(start.body).toMatch(/<button type="submit" class="primary">Show requests<\/button>/);
    expect(start.body).not.toContain('<script');

    const first = await inStore('246810', 129_900, 'Moorabbin store');
    clock = new Date(clock.getTime() + 15_000);
    const second = await inStore('246810', 5_000, 'Cheltenham store');
    const elsewhere = await inStore('999999', 7_000, 'Elsewhere');
    const list = await get('/zip-app?code=246810');
    expect(list.statusCode).toBe(200);
    const shown = text(list.body);
    expect(shown).toContain('Requests for code 246810');
    expect(shown).toContain('Moorabbin store $1,299.00 · 1 min 45 s left');
    expect(shown).toContain('Cheltenham store $50.00 · 2 min 0 s left');
    expect(list.body).not.toContain(elsewhere);
    expect(list.body.match(/<li>/g)).toHaveLength(2);
    expect(list.body.match(/>Approve<\/button>/g)).toHaveLength(2);
    expect(list.body.match(/>Decline<\/button>/g)).toHaveLength(2);

    const approved = await post(
      `/zip-app/${first}/approve`,
      formFields(list.body, `/zip-app/${first}/approve`),
    );
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/zip-app?code=246810&answered=${first}`);
    const outcome = await get(String(approved.headers.location));
    expect(outcome.body).toContain('role="status"');
    expect(text(outcome.body)).toContain('You approved $1,299.00 at Moorabbin store.');
    expect(outcome.body.match(/<li>/g)).toHaveLength(1);
    expect(await lookup(first)).toMatchObject({ status: 'authorised' });

    const declined = await post(
      `/zip-app/${second}/decline`,
      formFields(list.body, `/zip-app/${second}/decline`),
    );
    expect(text((await get(String(declined.headers.location))).body)).toContain(
      'You declined $50.00 at Cheltenham store.',
    );
    expect(await lookup(second)).toMatchObject({ status: 'refused' });
    expect(text((await get('/zip-app?code=246810')).body)).toContain(
      'No requests are waiting for this code.',
    );
    const events = async (psp: string) =>
      (await listDeliveries(sandbox.handle.db, psp)).map((d) => (d.body as { eventCode: string }).eventCode);
    expect(await events(first)).toEqual(['AUTHORISATION']);
    expect(await events(second)).toEqual(['REFUSAL']);
    // Answered already: a second answer changes nothing.
    await post(`/zip-app/${first}/decline`, formFields(list.body, `/zip-app/${first}/decline`));
    expect(await lookup(first)).toMatchObject({ status: 'authorised' });
    expect(await events(first)).toEqual(['AUTHORISATION']);
  });

  it('marks a code that is not 6 digits as invalid', async () => {
    const res = await get('/zip-app?code=12ab');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="code-error"');
    expect(text(res.body)).toContain('Enter the 6 digits of your code, numbers only.');
  });

  it('drops an expired request from the list, and an answer after the expiry expires it', async () => {
    const start = clock;
    const psp = await inStore('135790', 20_000);
    const list = (await get('/zip-app?code=135790')).body;
    try {
      clock = new Date(start.getTime() + 120_000);
      expect(text((await get('/zip-app?code=135790')).body)).toContain(
        'No requests are waiting for this code.',
      );
      const late = await post(`/zip-app/${psp}/approve`, formFields(list, `/zip-app/${psp}/approve`));
      expect(text((await get(String(late.headers.location))).body)).toContain(
        'The request for $200.00 from Moorabbin store expired before it was answered.',
      );
      expect(await lookup(psp)).toMatchObject({ status: 'expired' });
    } finally {
      clock = start;
    }
  });

  it('refuses an answer without the request’s token, or with another request’s', async () => {
    const psp = await inStore('112233', 1_000);
    const other = await inStore('112233', 2_000);
    const list = (await get('/zip-app?code=112233')).body;
    const otherFields = formFields(list, `/zip-app/${other}/approve`);
    expect((await post(`/zip-app/${psp}/approve`, { formToken: 'nope', code: '112233' })).statusCode).toBe(
      403,
    );
    expect((await post(`/zip-app/${psp}/approve`, otherFields)).statusCode).toBe(403);
    expect(
      (
        await post(
          `/zip-app/${psp}/approve`,
          formFields(list, `/zip-app/${psp}/approve`),
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);
    expect(await lookup(psp)).toMatchObject({ status: 'pending' });
  });
});
