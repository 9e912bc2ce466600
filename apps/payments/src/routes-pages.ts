import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentSecurityPolicy } from '@shop/server-kit';
import { TEST_CARDS } from './cards.ts';
import { signPaRes } from './challenge.ts';
import type { PaymentsContext } from './context.ts';
import { escapeHtml, formatAmount, page } from './html.ts';
import { findChallenge } from './payments-queries.ts';
import { sha256 } from './secrets.ts';

const ChallengeForm = z.object({
  MD: z.string().min(1).max(100),
  PaReq: z.string().min(1).max(200),
  TermUrl: z.string().max(2000).optional(),
});

const API_ROWS: readonly [string, string][] = [
  [
    'GET /v1/certificates',
    'X.509 certificates of the card-encryption keys, per merchant account (no key needed)',
  ],
  ['POST /v1/payments', 'authorise an encrypted card or a stored method (Idempotency-Key)'],
  ['POST /v1/payments/details', 'finish a 3-D Secure challenge with MD and PaRes (Idempotency-Key)'],
  [
    'POST /v1/checkouts',
    'start a PayPal, Afterpay, Zip, Klarna or Humm payment; answers the hosted page to send the shopper to (Idempotency-Key)',
  ],
  [
    'POST /v1/instore',
    'send a Zip in-store request to the customer’s 6-digit code; it expires after 2 minutes (Idempotency-Key)',
  ],
  ['POST /v1/payments/{pspReference}/captures', 'capture an authorised payment (Idempotency-Key)'],
  [
    'POST /v1/payments/{pspReference}/cancels',
    'void an authorised, uncaptured payment, or cancel a pending one (Idempotency-Key)',
  ],
  ['POST /v1/payments/{pspReference}/refunds', 'refund up to the captured amount (Idempotency-Key)'],
  ['GET /v1/payments/{pspReference}?merchantAccount=', 'look a payment up'],
  ['GET /v1/payments?merchantAccount=&merchantReference=', 'every payment under a merchant reference'],
  ['GET /v1/payments?merchantAccount=&status=authorised&createdBefore=', 'authorised, uncaptured payments'],
];

const PROVIDER_ROWS: readonly [string, string, string][] = [
  ['PayPal', 'token', 'pay now, or Pay in 4 every 2 weeks (an approval also carries PayerID)'],
  ['Afterpay', 'orderToken', 'four fortnightly payments of the total / 4, rounded up'],
  ['Zip', 'checkoutId', 'NZ: due today and in 2, 4 and 6 weeks; AU: a weekly rate over 24 months'],
  ['Klarna', 'order_id', 'four payments, every 2 weeks'],
  ['Humm', 'x_reference', '5 fortnightly payments up to $1,000, 10 up to $2,000'],
];

function indexPage(ctx: PaymentsContext): string {
  const cards = TEST_CARDS.map(
    (c) =>
      `<tr><td><code>${escapeHtml(c.number)}</code></td><td>${escapeHtml(c.brand)}</td><td>${escapeHtml(c.outcome)}</td></tr>`,
  ).join('');
  const api = API_ROWS.map(
    ([call, what]) => `<tr><td><code>${escapeHtml(call)}</code></td><td>${escapeHtml(what)}</td></tr>`,
  ).join('');
  const providers = PROVIDER_ROWS.map(
    ([name, param, plan]) =>
      `<tr><td>${escapeHtml(name)}</td><td><code>${escapeHtml(param)}</code></td><td>${escapeHtml(plan)}</td></tr>`,
  ).join('');
  const accounts = [...ctx.keys.keys()].map((k) => `<code>${escapeHtml(k)}</code>`).join(', ');
  return page(
    'Payments sandbox',
    `<h1>Payments sandbox</h1>
<p>A stand-in for the card gateway: no real card is ever charged. Cards are encrypted in the browser with the
certificate of a merchant account (${accounts}) as compact JWE (RSA-OAEP-256 + A256GCM) and opened only here.</p>
<h2>Test cards</h2>
<p>Any expiry date in the future, any CVC of the brand's length (3 digits; 4 for American Express), any name.
Any other valid card number is authorised. Encrypted cards older than 24 hours are refused.</p>
<table><caption class="notice">Test card numbers and what they do</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">Result</th></tr></thead>
<tbody>${cards}</tbody></table>
<h2>Buy now, pay later and PayPal</h2>
<p>Choosing PayPal, Afterpay, Zip, Klarna or Humm at the shop's checkout sends you to that provider's page here. It
shows the shop, the amount and the provider's plan, with two buttons: <strong>Approve</strong> pays (the payment is
authorised and the shop captures it) and <strong>Cancel</strong> goes back without paying. Either way you return to the
shop's checkout with the provider's parameter and <code>status=SUCCESS</code> or <code>status=CANCELLED</code>.</p>
<table><caption class="notice">The providers, their return parameter and their plan</caption>
<thead><tr><th scope="col">Provider</th><th scope="col">Return parameter</th><th scope="col">Plan shown</th></tr></thead>
<tbody>${providers}</tbody></table>
<h2>Zip in store</h2>
<p>A staff member chooses 'Pay with Zip App' and enters the customer's 6-digit code (any 6 digits in the sandbox); the
shop's page then waits for the customer. Open the <a href="/zip-app">Zip app</a> in another tab, enter the same code
and choose <strong>Show requests</strong>: the request shows with the store, the amount and the time left, and
<strong>Approve</strong> or <strong>Decline</strong> answers it. A request nobody answers expires after 2 minutes.</p>
<h2>Notifications</h2>
<p>Every approval, cancellation, decline and expiry is also posted to the shop
(<code>${escapeHtml(ctx.config.webhookUrl)}</code>), signed in the <code>Payment-Signature</code> header with the
webhook secret, and retried on a backoff until the shop answers 2xx.</p>
<h2>API</h2>
<p>Every call but the certificates needs <code>Authorization: Bearer &lt;API key&gt;</code>; amounts are
<code>{ value: cents, currency }</code>.</p>
<table><thead><tr><th scope="col">Call</th><th scope="col">What it does</th></tr></thead><tbody>${api}</tbody></table>`,
  );
}

const endedPage = () =>
  page(
    '3-D Secure: session ended',
    `<h1>This verification has ended</h1>
<p class="notice">This 3-D Secure session is unknown, was already answered or has expired. Return to the shop and try
the payment again.</p>`,
  );

export function registerPageRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexPage(ctx)));

  /** The issuer's challenge page, as the shopper's browser posts to it with the merchant's MD, PaReq and TermUrl. */
  app.post('/3ds/challenge', async (request, reply) => {
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const form = ChallengeForm.safeParse(request.body ?? {});
    const payment = form.success ? await findChallenge(ctx.db, form.data.MD) : null;
    const valid =
      form.success &&
      payment?.challengeSecretHash === sha256(form.data.PaReq) &&
      payment.returnUrl !== null &&
      (payment.expiresAt === null || payment.expiresAt.getTime() >= ctx.now().getTime());
    if (!valid || !payment?.returnUrl) return reply.status(400).send(endedPage());

    // The answer goes back to the address the merchant gave at authorisation, never to one the browser sends, and
    // this page's policy lets its forms post there and nowhere else.
    const returnUrl = payment.returnUrl;
    void reply.header(
      'content-security-policy',
      contentSecurityPolicy(request.cspNonce, { formActions: [new URL(returnUrl).origin] }),
    );
    const decision = (outcome: 'complete' | 'fail', label: string, cls: string) =>
      `<form method="post" action="${escapeHtml(returnUrl)}">
<input type="hidden" name="MD" value="${escapeHtml(payment.pspReference)}">
<input type="hidden" name="PaRes" value="${escapeHtml(signPaRes(ctx.paresKey, payment.pspReference, outcome))}">
<button type="submit" class="${cls}">${label}</button>
</form>`;
    const card =
      payment.cardBrand && payment.cardLast4
        ? `${payment.cardBrand} ending ${payment.cardLast4}`
        : 'your card';
    return reply.send(
      page(
        '3-D Secure verification',
        `<h1>Verify this payment</h1>
<p>Your bank asks you to confirm this payment. This is the payments sandbox: choose what the bank should answer.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(payment.merchantAccount)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment.amountCents, payment.currency))}</dd>
<dt>Card</dt><dd>${escapeHtml(card)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.merchantReference)}</dd>
</dl>
<div class="actions" role="group" aria-label="Verification answer">
${decision('complete', 'Complete', 'primary')}
${decision('fail', 'Fail', 'secondary')}
</div>`,
      ),
    );
  });
}
