import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { card, newKey, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const authoriseCard = async (
  fields: ReturnType<typeof card>,
  extra: Record<string, unknown> = {},
  keyName?: string,
) => sandbox.authorise({ encryptedCard: await sandbox.encrypt(fields, keyName), ...extra });

describe('certificates', () => {
  it('publishes a self-signed X.509 certificate per merchant account, without authentication', async () => {
    const res = await sandbox.app.inject({ url: '/v1/certificates' });
    expect(res.statusCode).toBe(200);
    const { certificates } = res.json<{ certificates: Record<string, string> }>();
    expect(Object.keys(certificates).sort()).toEqual(['Miele', 'default']);
    for (const pem of Object.values(certificates)) {
      const cert = new X509Certificate(pem);
      expect(cert.verify(cert.publicKey)).toBe(true);
      expect(cert.publicKey.asymmetricKeyType).toBe('rsa');
      expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    }
    expect(certificates.default).not.toBe(certificates.Miele);
  });
});

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', '4242'],
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['4111111111111111', 'visa', '1111'],
  ])('%s is authorised', async (number, brand, last4) => {
    const res = await authoriseCard(card(number));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: 'order-1',
      amount: { value: 12_345, currency: 'AUD' },
      card: { brand, last4 },
    });
    expect(res.json<{ pspReference: string }>().pspReference).toMatch(/^[A-Z2-9]{16}$/);
  });

  it('authorises the amex test card with a four-digit CVC', async () => {
    const res = await authoriseCard(card('3782 822463 10005', { cvc: '7373' }));
    expect(res.json()).toMatchObject({ resultCode: 'Authorised', card: { brand: 'amex', last4: '0005' } });
  });

  it('refuses 4000 0000 0000 0002 as declined', async () => {
    const res = await authoriseCard(card('4000 0000 0000 0002'));
    expect(res.json()).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: 'declined',
      refusalReason: 'Refused',
    });
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', async () => {
    const res = await authoriseCard(card('4000 0000 0000 9995'));
    expect(res.json()).toMatchObject({ resultCode: 'Refused', refusalReasonCode: 'insufficient_funds' });
  });

  it('asks for a challenge for 4000 0027 6000 3184, with the form the browser posts', async () => {
    const res = await authoriseCard(card('4000 0027 6000 3184'));
    const body = res.json<{
      resultCode: string;
      pspReference: string;
      action: { url: string; fields: Record<string, string> };
    }>();
    expect(body.resultCode).toBe('ChallengeShopper');
    expect(body.action.url).toBe('http://localhost:3002/3ds/challenge');
    expect(body.action.fields).toMatchObject({
      MD: body.pspReference,
      TermUrl: 'http://localhost:3000/api/checkout/3ds',
    });
    expect(body.action.fields.PaReq).toMatch(/^[\w-]{40,}$/);
  });
});

describe('card checks', () => {
  const refusedFor = async (fields: ReturnType<typeof card>, code: string) => {
    const res = await authoriseCard(fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'Refused', refusalReasonCode: code });
  };

  it('refuses a number that fails Luhn or has no brand', async () => {
    await refusedFor(card('4242 4242 4242 4241'), 'invalid_card');
    await refusedFor(card('9999 9999 9999 9995'), 'invalid_card');
    await refusedFor(card('4242-4242-4242-4242'), 'invalid_card');
  });

  it('refuses a CVC of the wrong length for the brand', async () => {
    await refusedFor(card('4242 4242 4242 4242', { cvc: '73' }), 'invalid_card');
    await refusedFor(card('4242 4242 4242 4242', { cvc: '7373' }), 'invalid_card');
    await refusedFor(card('4242 4242 4242 4242', { cvc: '7a7' }), 'invalid_card');
  });

  it('refuses a past expiry and accepts the current month', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    await refusedFor(
      card('4242 4242 4242 4242', {
        expiryMonth: String(lastMonth.getUTCMonth() + 1).padStart(2, '0'),
        expiryYear: String(lastMonth.getUTCFullYear()),
      }),
      'expired_card',
    );
    await refusedFor(card('4242 4242 4242 4242', { expiryMonth: '13' }), 'invalid_card');
    const thisMonth = card('4242 4242 4242 4242', {
      expiryMonth: String(now.getUTCMonth() + 1).padStart(2, '0'),
      expiryYear: String(now.getUTCFullYear()),
    });
    expect((await authoriseCard(thisMonth)).json()).toMatchObject({ resultCode: 'Authorised' });
  });

  it('refuses a holder name without letters', async () => {
    await refusedFor(card('4242 4242 4242 4242', { holderName: '  ' }), 'invalid_card');
  });

  it('refuses a blob made more than 24 hours ago or stamped in the future', async () => {
    const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    await refusedFor(card('4242 4242 4242 4242', { generationtime: hours(-24.1) }), 'blob_expired');
    await refusedFor(card('4242 4242 4242 4242', { generationtime: hours(1) }), 'blob_expired');
    const fresh = card('4242 4242 4242 4242', { generationtime: hours(-23.9) });
    expect((await authoriseCard(fresh)).json()).toMatchObject({ resultCode: 'Authorised' });
  });
});

describe('blobs the sandbox cannot use', () => {
  it('answers 422 invalid_card for a blob encrypted for another merchant account', async () => {
    const res = await authoriseCard(card('4242 4242 4242 4242'), {}, 'Miele');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_card' });
    const right = await authoriseCard(card('4242 4242 4242 4242'), { merchantAccount: 'Miele' }, 'Miele');
    expect(right.json()).toMatchObject({ resultCode: 'Authorised' });
  });

  it('answers 400 for an unknown merchant account', async () => {
    const res = await authoriseCard(card('4242 4242 4242 4242'), { merchantAccount: 'Nobody' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 422 for garbage, for a blob of missing fields, and never echoes card data', async () => {
    const garbage = await sandbox.authorise({ encryptedCard: 'a.b.c.d.e' });
    expect(garbage.statusCode).toBe(422);
    const partial = await sandbox.authorise({
      encryptedCard: await sandbox.encrypt({ number: '4242424242424242' }),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.body).not.toContain('4242424242424242');
    expect(partial.json<{ errors: string[] }>().errors[0]).toMatch(/cvc/);
  });

  it('accepts only RSA-OAEP-256 with A256GCM', async () => {
    const { CompactEncrypt, importX509 } = await import('jose');
    const pem = (await sandbox.app.inject({ url: '/v1/certificates' })).json<{
      certificates: Record<string, string>;
    }>().certificates.default!;
    const blob = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card('4242424242424242'))))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM' })
      .encrypt(await importX509(pem, 'RSA-OAEP-256'));
    expect((await sandbox.authorise({ encryptedCard: blob })).statusCode).toBe(422);
  });

  it('validates the request: one card source, a positive amount, a return URL, an Idempotency-Key', async () => {
    const blob = await sandbox.encrypt(card('4242 4242 4242 4242'));
    expect((await sandbox.authorise({ encryptedCard: blob, paymentMethodToken: 'pm_x' })).statusCode).toBe(
      400,
    );
    expect((await sandbox.authorise({})).statusCode).toBe(400);
    expect(
      (await sandbox.authorise({ encryptedCard: blob, amount: { value: 0, currency: 'AUD' } })).statusCode,
    ).toBe(400);
    expect(
      (await sandbox.authorise({ encryptedCard: blob, returnUrl: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    const noKey = await sandbox.call('POST', '/v1/payments', {
      merchantAccount: 'default',
      merchantReference: 'r',
      amount: { value: 100, currency: 'AUD' },
      encryptedCard: blob,
      returnUrl: 'http://localhost:3000/x',
    });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('merchant authentication', () => {
  it('refuses every /v1 call but the certificates without the API key', async () => {
    for (const [method, url] of [
      ['POST', '/v1/payments'],
      ['POST', '/v1/payments/details'],
      ['POST', '/v1/payments/ABC/captures'],
      ['GET', '/v1/payments/ABC?merchantAccount=default'],
      ['GET', '/v1/payments?merchantAccount=default&status=authorised'],
    ] as const) {
      const none = await sandbox.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(none.statusCode, url).toBe(401);
      const wrong = await sandbox.app.inject({ method, url, headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode, url).toBe(401);
    }
  });

  it('limits authorisations per shopper', async () => {
    const limited = await startSandbox({ PAYMENTS_AUTHORISE_PER_MINUTE: '2' });
    try {
      const blob = await limited.encrypt(card('4242 4242 4242 4242'));
      const send = (ip: string) => limited.authorise({ encryptedCard: blob, shopperIP: ip }, newKey());
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(429);
      expect((await send('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
