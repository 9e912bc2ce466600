import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { gatewayPayments, idempotencyRecords } from '@shop/db';
import { card, newKey, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const paymentsUnder = async (merchantReference: string) =>
  (
    await sandbox.handle.db
      .select({ n: count() })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.merchantReference, merchantReference))
  )[0]?.n;

describe('idempotency', () => {
  it('answers a retry with the first answer and records one payment', async () => {
    const key = newKey();
    const body = {
      merchantReference: 'idem-1',
      encryptedCard: await sandbox.encrypt(card('4242424242424242')),
    };
    const first = await sandbox.authorise(body, key);
    const second = await sandbox.authorise(body, key);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsUnder('idem-1')).toBe(1);
  });

  it('answers a refusal the same way twice', async () => {
    const key = newKey();
    const body = {
      merchantReference: 'idem-2',
      encryptedCard: await sandbox.encrypt(card('4000000000000002')),
    };
    const first = await sandbox.authorise(body, key);
    expect((await sandbox.authorise(body, key)).json()).toEqual(first.json());
    expect(await paymentsUnder('idem-2')).toBe(1);
  });

  it('refuses a different request under a used key with 409', async () => {
    const key = newKey();
    const blob = await sandbox.encrypt(card('4242424242424242'));
    await sandbox.authorise({ merchantReference: 'idem-3', encryptedCard: blob }, key);
    const other = await sandbox.authorise(
      { merchantReference: 'idem-3', encryptedCard: blob, amount: { value: 1, currency: 'AUD' } },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await paymentsUnder('idem-3')).toBe(1);
  });

  it('gives twenty simultaneous authorisations under one key one payment and one answer', async () => {
    const key = newKey();
    const body = {
      merchantReference: 'idem-4',
      encryptedCard: await sandbox.encrypt(card('5555555555554444')),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.authorise(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const psps = new Set(answers.map((a) => a.json<{ pspReference: string }>().pspReference));
    expect(psps.size).toBe(1);
    expect(await paymentsUnder('idem-4')).toBe(1);
    const records = await sandbox.handle.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.idempotencyKey, key));
    expect(records).toHaveLength(1);
    expect(records[0]?.statusCode).toBe(200);
  });

  it('keeps keys apart per operation: a capture may reuse an authorisation key', async () => {
    const key = newKey();
    const auth = await sandbox.authorise(
      { merchantReference: 'idem-5', encryptedCard: await sandbox.encrypt(card('4242424242424242')) },
      key,
    );
    const psp = auth.json<{ pspReference: string }>().pspReference;
    const capture = await sandbox.call(
      'POST',
      `/v1/payments/${psp}/captures`,
      { merchantAccount: 'default' },
      key,
    );
    expect(capture.json()).toMatchObject({ status: 'captured' });
  });

  it('stores no card number, CVC or blob anywhere', async () => {
    const number = '4242424242424242';
    await sandbox.authorise({
      merchantReference: 'idem-6',
      encryptedCard: await sandbox.encrypt(card(number, { cvc: '919' })),
      storePaymentMethod: true,
    });
    const dump = JSON.stringify(
      await Promise.all(
        ['payments', 'idempotency_records', 'operations', 'stored_methods'].map((t) =>
          sandbox.handle.db.execute(`select * from payments.${t}`),
        ),
      ),
    );
    expect(dump).not.toContain(number);
    expect(dump).not.toContain('"919"');
    expect(dump).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+/);
  });
});
