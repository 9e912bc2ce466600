import { compactDecrypt } from 'jose';
import { AppError } from '@shop/server-kit';
import type { Db, GatewayPaymentRow } from '@shop/db';
import { CardPayload, checkCard, isExpired, type CardBehaviour, type CardDecision } from './cards.ts';
import { CHALLENGE_TTL_MS, verifyPaRes } from './challenge.ts';
import type { PaymentsContext } from './context.ts';
import { oncePerKey, requestHash, storedAnswer } from './idempotency.ts';
import type { MerchantKey } from './keys.ts';
import {
  findPayment,
  findStoredMethod,
  insertPayment,
  insertStoredMethod,
  updatePayment,
  type NewPayment,
} from './payments-queries.ts';
import { newPaymentMethodToken, newPspReference } from './references.ts';
import { randomSecret, sha256 } from './secrets.ts';
import { paymentResult, type AuthoriseBody, type DetailsBody, type PaymentResult } from './wire.ts';

const REFUSALS: Record<Exclude<CardBehaviour, 'approve' | 'challenge'>, { code: string; reason: string }> = {
  refuse: { code: 'declined', reason: 'Refused' },
  insufficientFunds: { code: 'insufficient_funds', reason: 'Not enough balance' },
};

const invalidCard = (message: string) => new AppError('invalid_card', [message]);

export function merchantKey(ctx: PaymentsContext, merchantAccount: string): MerchantKey {
  const key = ctx.keys.get(merchantAccount);
  if (!key) throw new AppError('bad_request', [`Unknown merchant account ${merchantAccount}.`]);
  return key;
}

/**
 * Opens the browser's blob with the merchant account's private key. Only RSA-OAEP-256 + A256GCM is accepted, so a
 * blob cannot choose a weaker algorithm. The plaintext lives in this function's scope and the card decision only.
 */
async function decryptCard(key: MerchantKey, jwe: string): Promise<CardPayload> {
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, key.decryptionKey, {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256GCM'],
    }));
  } catch {
    throw invalidCard(`The card data could not be decrypted with the key of merchant account ${key.name}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw invalidCard('The decrypted card data is not JSON.');
  }
  const parsed = CardPayload.safeParse(json);
  // The issues name fields, never values: nothing of the card reaches an answer or a log.
  if (!parsed.success) throw invalidCard(`The decrypted card data lacks ${fieldsOf(parsed.error.issues)}.`);
  return parsed.data;
}

const fieldsOf = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  [...new Set(issues.map((i) => String(i.path[0] ?? 'fields')))].join(', ');

/** The card's decision for a stored method: a merchant-initiated charge, so no challenge is asked. */
async function storedMethodDecision(
  ctx: PaymentsContext,
  body: AuthoriseBody,
  token: string,
): Promise<CardDecision> {
  const method = await findStoredMethod(ctx.db, body.merchantAccount, token);
  if (!method) throw invalidCard('Unknown paymentMethodToken for this merchant account.');
  const known = { brand: method.cardBrand, last4: method.cardLast4 };
  if (isExpired(method.expiryMonth, method.expiryYear, ctx.now())) {
    return { ok: false, refusalReasonCode: 'expired_card', refusalReason: 'Expired card', ...known };
  }
  const behaviour = method.behaviour === 'challenge' ? 'approve' : (method.behaviour as CardBehaviour);
  return { ok: true, ...known, expiryMonth: method.expiryMonth, expiryYear: method.expiryYear, behaviour };
}

/** POST /v1/payments: decrypt, check, decide, record; once per Idempotency-Key. */
export async function authorise(
  ctx: PaymentsContext,
  body: AuthoriseBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const key = merchantKey(ctx, body.merchantAccount);
  const idem = { merchantAccount: body.merchantAccount, operation: 'authorise', idempotencyKey };
  const hash = requestHash('authorise', body);
  const earlier = await storedAnswer<PaymentResult>(ctx.db, idem, hash);
  if (earlier) return earlier;

  const decision = body.encryptedCard
    ? checkCard(await decryptCard(key, body.encryptedCard), ctx.now())
    : await storedMethodDecision(ctx, body, body.paymentMethodToken ?? '');
  return oncePerKey(ctx.db, idem, hash, (tx) => recordAuthorisation(ctx, tx, body, decision));
}

async function recordAuthorisation(
  ctx: PaymentsContext,
  tx: Db,
  body: AuthoriseBody,
  decision: CardDecision,
): Promise<PaymentResult> {
  const now = ctx.now();
  const base: NewPayment = {
    pspReference: newPspReference(),
    merchantAccount: body.merchantAccount,
    merchantReference: body.merchantReference,
    amountCents: body.amount.value,
    currency: body.amount.currency,
    status: 'refused',
    cardBrand: decision.brand ?? null,
    cardLast4: decision.last4 ?? null,
    returnUrl: body.returnUrl,
    details: {
      ...(body.browserInfo ? { browserInfo: body.browserInfo } : {}),
      ...(body.shopperIP ? { shopperIP: body.shopperIP } : {}),
    },
    createdAt: now,
    updatedAt: now,
  };
  if (!decision.ok) {
    const row = await insertPayment(tx, {
      ...base,
      refusalReason: decision.refusalReason,
      refusalReasonCode: decision.refusalReasonCode,
    });
    return paymentResult(row);
  }
  if (decision.behaviour === 'refuse' || decision.behaviour === 'insufficientFunds') {
    const refusal = REFUSALS[decision.behaviour];
    return paymentResult(
      await insertPayment(tx, { ...base, refusalReason: refusal.reason, refusalReasonCode: refusal.code }),
    );
  }
  const method = {
    brand: decision.brand,
    last4: decision.last4,
    expiryMonth: decision.expiryMonth,
    expiryYear: decision.expiryYear,
    behaviour: decision.behaviour,
  };
  if (decision.behaviour === 'challenge' && body.encryptedCard) {
    const secret = randomSecret();
    const row = await insertPayment(tx, {
      ...base,
      status: 'challenge',
      challengeSecretHash: sha256(secret),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      // What a completed challenge stores as the method: brand, last four, expiry, behaviour; never the number.
      details: { ...base.details, ...(body.storePaymentMethod ? { methodToStore: method } : {}) },
    });
    return paymentResult(row, {
      action: {
        url: `${ctx.config.publicUrl}/3ds/challenge`,
        method: 'POST',
        fields: { MD: row.pspReference, PaReq: secret, TermUrl: body.returnUrl },
      },
    });
  }
  const token =
    body.storePaymentMethod && body.encryptedCard
      ? await storeMethod(tx, body.merchantAccount, method)
      : null;
  const row = await insertPayment(tx, {
    ...base,
    status: 'authorised',
    paymentMethodToken: token ?? body.paymentMethodToken ?? null,
  });
  return paymentResult(row);
}

interface MethodToStore {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: string;
}

async function storeMethod(tx: Db, merchantAccount: string, m: MethodToStore): Promise<string> {
  const token = newPaymentMethodToken();
  await insertStoredMethod(tx, {
    token,
    merchantAccount,
    cardBrand: m.brand,
    cardLast4: m.last4,
    expiryMonth: m.expiryMonth,
    expiryYear: m.expiryYear,
    behaviour: m.behaviour,
  });
  return token;
}

/** POST /v1/payments/details: the challenge's answer, as the challenge page signed it. */
export async function completeChallenge(
  ctx: PaymentsContext,
  body: DetailsBody,
  idempotencyKey: string,
): Promise<PaymentResult> {
  merchantKey(ctx, body.merchantAccount);
  const idem = { merchantAccount: body.merchantAccount, operation: 'details', idempotencyKey };
  return oncePerKey(ctx.db, idem, requestHash('details', body), async (tx) => {
    const payment = await findPayment(tx, body.merchantAccount, body.MD, { forUpdate: true });
    if (!payment) throw new AppError('payment_not_found', ['No such payment.']);
    if (payment.status !== 'challenge') {
      throw new AppError('payment_invalid_state', ['The payment is not waiting for a 3-D Secure challenge.']);
    }
    const outcome = verifyPaRes(ctx.paresKey, payment.pspReference, body.PaRes);
    const expired = payment.expiresAt !== null && payment.expiresAt.getTime() < ctx.now().getTime();
    if (outcome !== 'complete' || expired) {
      const reason = expired ? '3-D Secure challenge expired' : '3-D Secure authentication failed';
      return paymentResult(await finishChallenge(tx, payment, { status: 'refused', reason }));
    }
    const method = (payment.details as { methodToStore?: MethodToStore }).methodToStore;
    const token = method ? await storeMethod(tx, payment.merchantAccount, method) : null;
    return paymentResult(await finishChallenge(tx, payment, { status: 'authorised', token }));
  });
}

function finishChallenge(
  tx: Db,
  payment: GatewayPaymentRow,
  result: { status: 'authorised'; token: string | null } | { status: 'refused'; reason: string },
): Promise<GatewayPaymentRow> {
  const { methodToStore: _dropped, ...details } = payment.details as Record<string, unknown>;
  return updatePayment(tx, payment.pspReference, {
    status: result.status,
    challengeSecretHash: null,
    details,
    ...(result.status === 'authorised'
      ? { paymentMethodToken: result.token }
      : { refusalReason: result.reason, refusalReasonCode: 'challenge_failed' }),
  });
}
