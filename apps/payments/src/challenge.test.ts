import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, newKey, RETURN_URL, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
let clock = new Date();
beforeAll(async () => {
  sandbox = await startSandbox({}, () => clock);
});
afterAll(() => sandbox.close());

interface Challenge {
  pspReference: string;
  action: { url: string; fields: { MD: string; PaReq: string; TermUrl: string } };
}

async function challenge(extra: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await sandbox.authorise({
    merchantReference: 'order-3ds',
    encryptedCard: await sandbox.encrypt(card('4000 0027 6000 3184')),
    ...extra,
  });
  expect(res.json()).toMatchObject({ resultCode: 'ChallengeShopper' });
  return res.json<Challenge>();
}

/** Posts the challenge form as the browser would, from the storefront's page. */
const openChallengePage = (fields: Record<string, string>) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/3ds/challenge',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The decision form behind a button: its action and hidden fields. */
function decisionForm(html: string, button: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((f) => f[2]?.includes(`>${button}</button>`));
  if (!form) throw new Error(`no ${button} form`);
  const fields = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return { action: form[1] ?? '', fields: fields as Record<string, string> };
}

const details = (fields: Record<string, string>, key = newKey('details')) =>
  sandbox.call(
    'POST',
    '/v1/payments/details',
    { merchantAccount: 'default', MD: fields.MD, PaRes: fields.PaRes },
    key,
  );

describe('3-D Secure', () => {
  it('completes: page, Complete form back to TermUrl, details → Authorised', async () => {
    const c = await challenge();
    const page = await openChallengePage(c.action.fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('$123.45');
    expect(page.body).toContain('default');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost:3000)/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    const complete = decisionForm(page.body, 'Complete');
    expect(complete.action).toBe(RETURN_URL);
    expect(complete.fields.MD).toBe(c.pspReference);
    const result = await details(complete.fields);
    expect(result.json()).toMatchObject({
      pspReference: c.pspReference,
      resultCode: 'Authorised',
      card: { last4: '3184' },
    });
    const looked = await sandbox.call('GET', `/v1/payments/${c.pspReference}?merchantAccount=default`);
    expect(looked.json()).toMatchObject({ status: 'authorised' });
    // Answered: the page and the answer are spent.
    expect((await openChallengePage(c.action.fields)).statusCode).toBe(400);
    expect((await details(complete.fields)).json()).toMatchObject({ code: 'payment_invalid_state' });
  });

  it('fails: the Fail form gives Refused, challenge_failed', async () => {
    const c = await challenge();
    const fail = decisionForm((await openChallengePage(c.action.fields)).body, 'Fail');
    const key = newKey();
    const result = await details(fail.fields, key);
    expect(result.json()).toMatchObject({ resultCode: 'Refused', refusalReasonCode: 'challenge_failed' });
    expect((await details(fail.fields, key)).json()).toEqual(result.json());
  });

  it('refuses a forged PaRes: a Fail answer cannot be turned into Complete', async () => {
    const c = await challenge();
    const fail = decisionForm((await openChallengePage(c.action.fields)).body, 'Fail');
    const forged = { MD: c.pspReference, PaRes: `complete.${fail.fields.PaRes?.split('.')[1] ?? ''}` };
    expect((await details(forged)).json()).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: 'challenge_failed',
    });
  });

  it('refuses a PaRes signed for another payment', async () => {
    const a = await challenge();
    const b = await challenge();
    const completeA = decisionForm((await openChallengePage(a.action.fields)).body, 'Complete');
    const result = await details({ MD: b.pspReference, PaRes: completeA.fields.PaRes ?? '' });
    expect(result.json()).toMatchObject({ resultCode: 'Refused' });
  });

  it('shows no page for a wrong PaReq, an unknown MD or another site', async () => {
    const c = await challenge();
    expect((await openChallengePage({ ...c.action.fields, PaReq: 'wrong' })).statusCode).toBe(400);
    expect((await openChallengePage({ ...c.action.fields, MD: 'NOPE' })).statusCode).toBe(400);
    const crossSite = await sandbox.app.inject({
      method: 'POST',
      url: '/3ds/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams(c.action.fields).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('expires after fifteen minutes', async () => {
    const c = await challenge();
    const complete = decisionForm((await openChallengePage(c.action.fields)).body, 'Complete');
    clock = new Date(clock.getTime() + 16 * 60_000);
    try {
      expect((await openChallengePage(c.action.fields)).statusCode).toBe(400);
      expect((await details(complete.fields)).json()).toMatchObject({ resultCode: 'Refused' });
    } finally {
      clock = new Date();
    }
  });
});

describe('stored methods', () => {
  it('keeps a card for later charges and charges it without the card', async () => {
    const first = await sandbox.authorise({
      merchantReference: 'order-stored',
      encryptedCard: await sandbox.encrypt(card('4242 4242 4242 4242')),
      storePaymentMethod: true,
    });
    const token = first.json<{ paymentMethodToken: string }>().paymentMethodToken;
    expect(token).toMatch(/^pm_/);
    const again = await sandbox.authorise({
      merchantReference: 'order-stored-diff',
      amount: { value: 2_000, currency: 'AUD' },
      paymentMethodToken: token,
    });
    expect(again.json()).toMatchObject({ resultCode: 'Authorised', card: { brand: 'visa', last4: '4242' } });
    const otherMerchant = await sandbox.authorise({ merchantAccount: 'Miele', paymentMethodToken: token });
    expect(otherMerchant.statusCode).toBe(422);
    expect((await sandbox.authorise({ paymentMethodToken: 'pm_unknown' })).statusCode).toBe(422);
  });

  it('keeps the test behaviour: a declining card declines again', async () => {
    const first = await sandbox.authorise({
      encryptedCard: await sandbox.encrypt(card('4000 0000 0000 0002')),
      storePaymentMethod: true,
    });
    expect(first.json()).toMatchObject({ resultCode: 'Refused' });
    expect(first.json()).not.toHaveProperty('paymentMethodToken');
  });

  it('stores a challenged card once the challenge completes; later charges need no challenge', async () => {
    const c = await challenge({ storePaymentMethod: true });
    const complete = decisionForm((await openChallengePage(c.action.fields)).body, 'Complete');
    const result = await details(complete.fields);
    const token = result.json<{ paymentMethodToken: string }>().paymentMethodToken;
    expect(token).toMatch(/^pm_/);
    const again = await sandbox.authorise({ paymentMethodToken: token });
    expect(again.json()).toMatchObject({ resultCode: 'Authorised' });
  });
});

describe('index page', () => {
  it('documents the test cards and the API, with no scripts or external assets', async () => {
    const res = await sandbox.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    for (const number of [
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '3782 822463 10005',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0027 6000 3184',
    ]) {
      expect(res.body).toContain(number);
    }
    expect(res.body).toContain('POST /v1/payments/{pspReference}/refunds');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toMatch(/<script|<link|src=/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
