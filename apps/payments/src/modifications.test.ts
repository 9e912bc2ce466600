import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, newKey, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function authorised(merchantReference: string, value = 10_000, merchantAccount = 'default') {
  const res = await sandbox.authorise({
    merchantAccount,
    merchantReference,
    amount: { value, currency: 'AUD' },
    encryptedCard: await sandbox.encrypt(card('4242424242424242'), merchantAccount),
  });
  return res.json<{ pspReference: string }>().pspReference;
}

const modify = (psp: string, op: string, amount?: number, key = newKey(op), merchantAccount = 'default') =>
  sandbox.call(
    'POST',
    `/v1/payments/${psp}/${op}`,
    { merchantAccount, ...(amount === undefined ? {} : { amount: { value: amount, currency: 'AUD' } }) },
    key,
  );

describe('captures, voids and refunds', () => {
  it('captures up to the authorised amount, then refunds up to the captured amount', async () => {
    const psp = await authorised('mod-1');
    expect((await modify(psp, 'captures', 10_001)).statusCode).toBe(409);
    const captured = await modify(psp, 'captures', 8_000);
    expect(captured.json()).toMatchObject({
      status: 'captured',
      amount: { value: 10_000 },
      captured: { value: 8_000 },
      refunded: { value: 0 },
    });
    expect((await modify(psp, 'captures', 1)).json()).toMatchObject({ code: 'payment_invalid_state' });
    expect((await modify(psp, 'refunds', 3_000)).json()).toMatchObject({
      status: 'captured',
      refunded: { value: 3_000 },
    });
    const over = await modify(psp, 'refunds', 5_001);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'payment_invalid_state' });
    expect((await modify(psp, 'refunds', 5_000)).json()).toMatchObject({
      status: 'refunded',
      refunded: { value: 8_000 },
    });
    expect((await modify(psp, 'refunds', 1)).statusCode).toBe(409);
  });

  it('captures the whole amount when none is given, and refuses a currency that is not the payment’s', async () => {
    const psp = await authorised('mod-2', 4_321);
    const wrong = await sandbox.call(
      'POST',
      `/v1/payments/${psp}/captures`,
      { merchantAccount: 'default', amount: { value: 100, currency: 'NZD' } },
      newKey(),
    );
    expect(wrong.statusCode).toBe(409);
    expect((await modify(psp, 'captures')).json()).toMatchObject({ captured: { value: 4_321 } });
  });

  it('voids only before capture', async () => {
    const psp = await authorised('mod-3');
    expect((await modify(psp, 'refunds', 100)).statusCode).toBe(409);
    expect((await modify(psp, 'cancels')).json()).toMatchObject({ status: 'voided' });
    expect((await modify(psp, 'captures')).statusCode).toBe(409);
    expect((await modify(psp, 'cancels')).statusCode).toBe(409);

    const captured = await authorised('mod-4');
    await modify(captured, 'captures');
    expect((await modify(captured, 'cancels')).json()).toMatchObject({ code: 'payment_invalid_state' });
  });

  it('does nothing to a refused payment', async () => {
    const res = await sandbox.authorise({
      merchantReference: 'mod-5',
      encryptedCard: await sandbox.encrypt(card('4000000000000002')),
    });
    const psp = res.json<{ pspReference: string }>().pspReference;
    for (const op of ['captures', 'cancels', 'refunds']) expect((await modify(psp, op)).statusCode).toBe(409);
  });

  it('answers a retried capture once and a retried refund once', async () => {
    const psp = await authorised('mod-6');
    const key = newKey();
    const first = await modify(psp, 'captures', 10_000, key);
    expect((await modify(psp, 'captures', 10_000, key)).json()).toEqual(first.json());
    const refundKey = newKey();
    await modify(psp, 'refunds', 2_000, refundKey);
    const again = await modify(psp, 'refunds', 2_000, refundKey);
    expect(again.json()).toMatchObject({ refunded: { value: 2_000 } });
    const looked = await sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=default`);
    expect(looked.json()).toMatchObject({ refunded: { value: 2_000 }, captured: { value: 10_000 } });
  });

  it('takes two simultaneous refunds of the whole amount once', async () => {
    const psp = await authorised('mod-7');
    await modify(psp, 'captures');
    const [a, b] = await Promise.all([modify(psp, 'refunds', 10_000), modify(psp, 'refunds', 10_000)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps merchant accounts apart and answers 404 for an unknown payment', async () => {
    const psp = await authorised('mod-8', 500, 'Miele');
    expect((await modify(psp, 'captures')).statusCode).toBe(404);
    expect((await modify('NOSUCHPAYMENT123', 'captures')).json()).toMatchObject({
      code: 'payment_not_found',
    });
    expect((await modify(psp, 'captures', undefined, newKey(), 'Miele')).statusCode).toBe(200);
    expect((await modify(psp, 'reverse')).statusCode).toBe(404);
  });
});

describe('lookup and lists', () => {
  it('looks a payment up by reference, for its merchant account only', async () => {
    const psp = await authorised('look-1', 2_500);
    const found = await sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=default`);
    expect(found.json()).toMatchObject({
      pspReference: psp,
      merchantAccount: 'default',
      merchantReference: 'look-1',
      status: 'authorised',
      amount: { value: 2_500, currency: 'AUD' },
    });
    expect((await sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=Miele`)).statusCode).toBe(404);
    expect((await sandbox.call('GET', `/v1/payments/${psp}`)).statusCode).toBe(400);
  });

  it('lists every payment under a merchant reference', async () => {
    const a = await authorised('list-1');
    await modify(a, 'cancels');
    const b = await authorised('list-1');
    const res = await sandbox.call('GET', '/v1/payments?merchantAccount=default&merchantReference=list-1');
    const { payments } = res.json<{ payments: { pspReference: string; status: string }[] }>();
    expect(payments.map((p) => [p.pspReference, p.status])).toEqual([
      [a, 'voided'],
      [b, 'authorised'],
    ]);
    expect((await sandbox.call('GET', '/v1/payments?merchantAccount=default')).statusCode).toBe(400);
  });

  it('lists authorised, uncaptured payments made before a time', async () => {
    const before = new Date(Date.now() + 60_000).toISOString();
    const open = await authorised('orphan-1');
    const taken = await authorised('orphan-2');
    await modify(taken, 'captures');
    const res = await sandbox.call(
      'GET',
      `/v1/payments?merchantAccount=default&status=authorised&createdBefore=${encodeURIComponent(before)}`,
    );
    const psps = res.json<{ payments: { pspReference: string }[] }>().payments.map((p) => p.pspReference);
    expect(psps).toContain(open);
    expect(psps).not.toContain(taken);
    const earlier = await sandbox.call(
      'GET',
      `/v1/payments?merchantAccount=default&status=authorised&createdBefore=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
    );
    expect(earlier.json()).toEqual({ payments: [] });
  });
});
