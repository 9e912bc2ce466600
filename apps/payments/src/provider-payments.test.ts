import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentNotification } from '@shop/contracts';
import { listDeliveries } from './webhook-queries.ts';
import { CHECKOUT_RETURN_URL, newKey, startSandbox, type Sandbox } from './test-support.ts';

// Hosted-page payments and Zip in store through the merchant API (docs/decisions/0029-buy-now-pay-later.md).

let sandbox: Sandbox;
let clock = new Date('2026-11-24T01:00:00.000Z');
beforeAll(async () => {
  sandbox = await startSandbox({}, () => clock);
});
afterAll(() => sandbox.close());

const checkout = (body: Record<string, unknown> = {}, key = newKey('checkout')) =>
  sandbox.call(
    'POST',
    '/v1/checkouts',
    {
      merchantAccount: 'default',
      merchantReference: 'pay-1',
      amount: { value: 40_050, currency: 'AUD' },
      provider: 'afterpay',
      returnUrl: CHECKOUT_RETURN_URL,
      shopName: 'Appliances Online',
      country: 'AU',
      ...body,
    },
    key,
  );

const instore = (body: Record<string, unknown> = {}, key = newKey('instore')) =>
  sandbox.call(
    'POST',
    '/v1/instore',
    {
      merchantAccount: 'default',
      merchantReference: 'store-1',
      amount: { value: 129_900, currency: 'AUD' },
      deviceCode: '123456',
      storeName: 'Moorabbin store',
      ...body,
    },
    key,
  );

const lookup = (psp: string, merchantAccount = 'default') =>
  sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=${merchantAccount}`);

const modify = (psp: string, op: string, key = newKey(op)) =>
  sandbox.call('POST', `/v1/payments/${psp}/${op}`, { merchantAccount: 'default' }, key);

describe('POST /v1/checkouts', () => {
  it('creates a pending payment of the provider and answers its hosted page', async () => {
    const key = newKey('checkout');
    const res = await checkout({ merchantReference: 'pay-create' }, key);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ pspReference: string; redirectUrl: string }>();
    expect(body).toMatchObject({
      merchantReference: 'pay-create',
      amount: { value: 40_050, currency: 'AUD' },
      status: 'pending',
    });
    expect(body.redirectUrl).toBe(`http://localhost:3002/pay/afterpay/${body.pspReference}`);
    // The same request again under the same key: the same payment, not a second one.
    expect((await checkout({ merchantReference: 'pay-create' }, key)).json()).toEqual(body);
    expect((await checkout({ merchantReference: 'pay-other' }, key)).statusCode).toBe(409);

    expect((await lookup(body.pspReference)).json()).toMatchObject({
      pspReference: body.pspReference,
      method: 'afterpay',
      status: 'pending',
      captured: { value: 0 },
    });
    const list = await sandbox.call(
      'GET',
      '/v1/payments?merchantAccount=default&merchantReference=pay-create',
    );
    expect(list.json<{ payments: unknown[] }>().payments).toEqual([
      expect.objectContaining({ pspReference: body.pspReference, method: 'afterpay', status: 'pending' }),
    ]);
    // Another merchant account does not see it.
    expect((await lookup(body.pspReference, 'Miele')).statusCode).toBe(404);
  });

  it('refuses a return address outside the storefront origins with 422, and bad amounts and providers', async () => {
    const foreign = await checkout({ returnUrl: 'https://evil.example/customer/checkout' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'redirect_not_allowed' });
    expect((await checkout({ amount: { value: 0, currency: 'AUD' } })).statusCode).toBe(400);
    expect((await checkout({ provider: 'bitcoin' })).statusCode).toBe(400);
    expect((await checkout({ merchantAccount: 'nobody' })).statusCode).toBe(400);
    const noKey = await sandbox.app.inject({ method: 'POST', url: '/v1/checkouts', payload: {} });
    expect(noKey.statusCode).toBe(401);
  });

  it('cancels a pending payment on `cancels`, with its notification; a pending one cannot be captured', async () => {
    const { pspReference: psp } = (
      await checkout({ merchantReference: 'pay-cancel', provider: 'zip' })
    ).json<{
      pspReference: string;
    }>();
    expect((await modify(psp, 'captures')).json()).toMatchObject({ code: 'payment_invalid_state' });
    const cancelled = await modify(psp, 'cancels');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', method: 'zip' });
    expect((await modify(psp, 'cancels')).statusCode).toBe(409);
    const [delivery, ...more] = await listDeliveries(sandbox.handle.db, psp);
    expect(more).toEqual([]);
    expect(PaymentNotification.parse(delivery?.body)).toEqual({
      eventId: `evt_${psp}_cancellation`,
      eventCode: 'CANCELLATION',
      pspReference: psp,
      merchantReference: 'pay-cancel',
      merchantAccount: 'default',
      method: 'zip',
      amount: { value: 40_050, currency: 'AUD' },
      createdAt: clock.toISOString(),
    });
  });
});

describe('POST /v1/instore', () => {
  it('creates a pending request for the code that expires 120 s later', async () => {
    const res = await instore({ merchantReference: 'store-create' });
    const body = res.json<{ pspReference: string; expiresAt: string }>();
    expect(body).toMatchObject({
      merchantReference: 'store-create',
      amount: { value: 129_900, currency: 'AUD' },
      status: 'pending',
      expiresAt: new Date(clock.getTime() + 120_000).toISOString(),
    });
    expect((await lookup(body.pspReference)).json()).toMatchObject({
      method: 'zip_instore',
      status: 'pending',
    });
    expect((await instore({ deviceCode: '12345' })).statusCode).toBe(400);
    expect((await instore({ deviceCode: 'abcdef' })).statusCode).toBe(400);
  });

  it('reads as expired once looked up after its expiry, with one EXPIRY notification', async () => {
    const start = clock;
    const { pspReference: psp } = (await instore({ merchantReference: 'store-expire' })).json<{
      pspReference: string;
    }>();
    try {
      clock = new Date(start.getTime() + 119_999);
      expect((await lookup(psp)).json()).toMatchObject({ status: 'pending' });
      clock = new Date(start.getTime() + 120_000);
      expect((await lookup(psp)).json()).toMatchObject({ status: 'expired' });
      const list = await sandbox.call(
        'GET',
        '/v1/payments?merchantAccount=default&merchantReference=store-expire',
      );
      expect(list.json()).toMatchObject({ payments: [{ status: 'expired' }] });
      // Too late to cancel: it has expired.
      expect((await modify(psp, 'cancels')).statusCode).toBe(409);
      const deliveries = await listDeliveries(sandbox.handle.db, psp);
      expect(deliveries.map((d) => (d.body as { eventCode: string }).eventCode)).toEqual(['EXPIRY']);
    } finally {
      clock = start;
    }
  });

  it('is cancelled by `cancels` while pending', async () => {
    const { pspReference: psp } = (await instore({ merchantReference: 'store-cancel' })).json<{
      pspReference: string;
    }>();
    expect((await modify(psp, 'cancels')).json()).toMatchObject({ status: 'cancelled' });
  });
});
