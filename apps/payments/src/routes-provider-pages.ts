import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { GatewayPaymentRow } from '@shop/db';
import { REDIRECT_PROVIDER_OPTIONS, REDIRECT_PROVIDERS, type RedirectProvider } from '@shop/domain';
import type { PaymentsContext } from './context.ts';
import { escapeHtml, formatAmount, page } from './html.ts';
import { settled } from './outcomes.ts';
import { findPaymentByReference, listPendingInStore } from './payments-queries.ts';
import { formatDueDate, planFor, shopToday } from './plans.ts';
import {
  answerHosted,
  answerInStore,
  hostedPagePath,
  returnLocation,
  type HostedDecision,
  type InStoreDecision,
} from './provider-payments.ts';
import { hmac, sameSecret } from './secrets.ts';
import { DEVICE_CODE } from './wire.ts';

// The shopper's pages (docs/decisions/0029-buy-now-pay-later.md): each provider's hosted page, where the shopper
// approves or cancels, and the Zip app, where a customer answers the in-store requests sent to their code. Plain
// forms, no script; every form carries a token the sandbox signed for that payment and page, so another site cannot
// make a shopper's browser answer (the CSRF guard's origin check is the first line, this the second).

const PageParams = z.object({
  provider: z.enum(REDIRECT_PROVIDERS),
  psp: z.string().min(1).max(64),
});
const AnswerParams = PageParams.extend({ decision: z.enum(['approve', 'cancel']) });
const ZipAnswerParams = z.object({
  psp: z.string().min(1).max(64),
  decision: z.enum(['approve', 'decline']),
});
const AnswerForm = z.object({ formToken: z.string().min(1).max(200) });
const ZipAppQuery = z.object({
  code: z.string().max(20).optional(),
  answered: z.string().max(64).optional(),
});


type Scope = 'hosted' | 'zip-app';

/** The per-payment form token of a page: HMAC under the sandbox's form key, never stored. */
export const formToken = (ctx: PaymentsContext, scope: Scope, psp: string): string =>
  hmac(ctx.formKey, `${scope} ${psp}`);

const validToken = (ctx: PaymentsContext, scope: Scope, psp: string, token: string | undefined) =>
  token !== undefined && sameSecret(token, formToken(ctx, scope, psp));

const providerName = (provider: RedirectProvider) => REDIRECT_PROVIDER_OPTIONS[provider].label;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const detailString = (row: GatewayPaymentRow, key: string): string => {
  const value = row.details[key];
  return typeof value === 'string' ? value : '';
};

const countryOf = (row: GatewayPaymentRow): 'AU' | 'NZ' =>
  row.details.country === 'NZ'
    ? 'NZ'
    : row.details.country === 'AU'
      ? 'AU'
      : row.currency === 'NZD'
        ? 'NZ'
        : 'AU';

function decisionForm(action: string, fields: Record<string, string>, label: string, cls: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<form method="post" action="${escapeHtml(action)}">
${hidden}
<button type="submit" class="${cls}">${escapeHtml(label)}</button>
</form>`;
}

// ---- Hosted pages ----

const unknownPaymentPage = () =>
  page(
    'Payment not found',
    `<h1>Payment not found</h1>
<p class="notice">This payment is unknown to the provider. Return to the shop and choose how to pay again.</p>`,
  );

const badTokenPage = () =>
  page(
    'Answer not accepted',
    `<h1>Answer not accepted</h1>
<p class="notice">This answer did not come from the payment's own page. Open the page from the shop and answer
there.</p>`,
  );

const OUTCOME_TEXT: Partial<Record<GatewayPaymentRow['status'], string>> = {
  authorised: 'You approved this payment.',
  captured: 'You approved this payment.',
  cancelled: 'You cancelled this payment.',
  voided: 'The shop cancelled this payment.',
  refunded: 'This payment was refunded.',
};

function hostedOutcomePage(provider: RedirectProvider, row: GatewayPaymentRow): string {
  const shop = detailString(row, 'shopName') || 'the shop';
  const text = OUTCOME_TEXT[row.status] ?? 'This payment has been answered.';
  const back =
    row.returnUrl && (row.status === 'authorised' || row.status === 'captured' || row.status === 'cancelled')
      ? `<p><a href="${escapeHtml(returnLocation(row, row.status !== 'cancelled'))}">Return to ${escapeHtml(shop)}</a></p>`
      : '';
  return page(
    `${providerName(provider)}: payment answered`,
    `<h1>${escapeHtml(providerName(provider))}</h1>
<p class="notice" role="status">${escapeHtml(text)} It cannot be answered again.</p>
<dl>
<dt>Shop</dt><dd>${escapeHtml(shop)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(row.amountCents, row.currency))}</dd>
</dl>
${back}`,
  );
}

function planSection(ctx: PaymentsContext, provider: RedirectProvider, row: GatewayPaymentRow): string {
  const plan = planFor(provider, row.amountCents, countryOf(row), shopToday(countryOf(row), ctx.now()));
  const rows = plan.payments
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.label)}</td><td>${escapeHtml(p.dueDate ? formatDueDate(p.dueDate) : '')}</td><td>${escapeHtml(formatAmount(p.cents, row.currency))}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><caption>${escapeHtml(plan.summary)}</caption>
<thead><tr><th scope="col">When</th><th scope="col">Date</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : `<p>${escapeHtml(plan.summary)}</p>`;
  return `<h2>Your plan</h2>
${table}
${plan.note ? `<p>${escapeHtml(plan.note)}</p>` : ''}`;
}

function hostedPage(ctx: PaymentsContext, provider: RedirectProvider, row: GatewayPaymentRow): string {
  const name = providerName(provider);
  const shop = detailString(row, 'shopName') || row.merchantAccount;
  const token = formToken(ctx, 'hosted', row.pspReference);
  const path = hostedPagePath(provider, row.pspReference);
  return page(
    `${name}: pay ${shop}`,
    `<h1>${escapeHtml(name)}</h1>
<p>${escapeHtml(shop)} asks you to pay ${escapeHtml(formatAmount(row.amountCents, row.currency))} with ${escapeHtml(name)}.</p>
<dl>
<dt>Shop</dt><dd>${escapeHtml(shop)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(row.amountCents, row.currency))}</dd>
<dt>Reference</dt><dd>${escapeHtml(row.pspReference)}</dd>
</dl>
${planSection(ctx, provider, row)}
<p class="notice">This is the payments sandbox: no money moves. Approve to pay, or Cancel to go back to the shop without
paying.</p>
<div class="actions" role="group" aria-label="Your answer">
${decisionForm(`${path}/approve`, { formToken: token }, 'Approve', 'primary')}
${decisionForm(`${path}/cancel`, { formToken: token }, 'Cancel', 'secondary')}
</div>`,
  );
}

// ---- Zip app ----

function timeLeft(expiresAt: Date | null, now: Date): string {
  const seconds = Math.max(0, Math.ceil(((expiresAt?.getTime() ?? 0) - now.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s left` : `${rest} s left`;
}

function answeredText(row: GatewayPaymentRow): string {
  const store = detailString(row, 'storeName') || 'the store';
  const amount = formatAmount(row.amountCents, row.currency);
  switch (row.status) {
    case 'authorised':
    case 'captured':
      return `You approved ${amount} at ${store}.`;
    case 'refused':
      return `You declined ${amount} at ${store}.`;
    case 'expired':
      return `The request for ${amount} from ${store} expired before it was answered.`;
    case 'cancelled':
    case 'voided':
      return `${store} cancelled the request for ${amount}.`;
    default:
      return `The request for ${amount} from ${store} is waiting for your answer.`;
  }
}

function requestItem(ctx: PaymentsContext, row: GatewayPaymentRow, now: Date): string {
  const store = detailString(row, 'storeName') || row.merchantAccount;
  const amount = formatAmount(row.amountCents, row.currency);
  const fields = { formToken: formToken(ctx, 'zip-app', row.pspReference) };
  const base = `/zip-app/${encodeURIComponent(row.pspReference)}`;
  const headingId = `request-${row.pspReference}`;
  return `<li>
<h3 id="${escapeHtml(headingId)}">${escapeHtml(store)}</h3>
<p>${escapeHtml(amount)} · ${escapeHtml(timeLeft(row.expiresAt, now))}</p>
<div class="actions" role="group" aria-labelledby="${escapeHtml(headingId)}">
${decisionForm(`${base}/approve`, fields, 'Approve', 'primary')}
${decisionForm(`${base}/decline`, fields, 'Decline', 'secondary')}
</div>
</li>`;
}

async function zipAppPage(
  ctx: PaymentsContext,
  code: string | undefined,
  answered: GatewayPaymentRow | null,
): Promise<{ status: number; body: string }> {
  const now = ctx.now();
  const invalid = code !== undefined && !DEVICE_CODE.test(code);
  const error = invalid
    ? '<p id="code-error" class="notice">Enter the 6 digits of your code, numbers only.</p>'
    : '';
  const form = `<form method="get" action="/zip-app">
<p><label for="code">Your 6-digit code</label><br>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="off" pattern="[0-9]{6}" maxlength="6"
 required value="${escapeHtml(code ?? '')}"${invalid ? ' aria-invalid="true" aria-describedby="code-error"' : ''}></p>
${error}
<button type="submit" class="primary">Show requests</button>
</form>`;
  const outcome = answered ? `<p class="notice" role="status">${escapeHtml(answeredText(answered))}</p>` : '';
  let list = '';
  if (code !== undefined && !invalid) {
    const pending = await listPendingInStore(ctx.db, code, now);
    list = `<h2>Requests for code ${escapeHtml(code)}</h2>
${
  pending.length
    ? `<ul class="requests">${pending.map((r) => requestItem(ctx, r, now)).join('\n')}</ul>`
    : '<p>No requests are waiting for this code. Ask the staff member to send it again, then show the requests.</p>'
}`;
  }
  return {
    status: invalid ? 400 : 200,
    body: page(
      'Zip app',
      `<h1>Zip app</h1>
<p>Pay in store with Zip: give the staff member the 6-digit code of your Zip app, then approve the request here. In
this sandbox any 6 digits stand for a customer's app; a request waits 2 minutes for an answer.</p>
${outcome}
${form}
${list}`,
    ),
  };
}

export function registerProviderPageRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  app.get('/pay/:provider/:psp', async (request, reply) => {
    const params = PageParams.safeParse(request.params);
    const row = params.success ? await findPaymentByReference(ctx.db, params.data.psp) : null;
    if (!params.success || !row || row.method !== params.data.provider) {
      return html(reply, 404, unknownPaymentPage());
    }
    const { provider } = params.data;
    return row.status === 'pending'
      ? html(reply, 200, hostedPage(ctx, provider, row))
      : html(reply, 200, hostedOutcomePage(provider, row));
  });

  app.post('/pay/:provider/:psp/:decision', async (request, reply) => {
    const params = AnswerParams.safeParse(request.params);
    if (!params.success) return html(reply, 404, unknownPaymentPage());
    const { provider, psp, decision } = params.data;
    const form = AnswerForm.safeParse(request.body ?? {});
    if (!validToken(ctx, 'hosted', psp, form.success ? form.data.formToken : undefined)) {
      return html(reply, 403, badTokenPage());
    }
    const answer = await answerHosted(ctx, provider, psp, decision as HostedDecision);
    switch (answer.kind) {
      case 'unknown':
        return html(reply, 404, unknownPaymentPage());
      case 'ended':
        return html(reply, 409, hostedOutcomePage(provider, answer.payment));
      case 'redirect':
        return reply.header('cache-control', 'no-store').redirect(answer.location, 303);
    }
  });

  app.get('/zip-app', async (request, reply) => {
    const query = ZipAppQuery.safeParse(request.query ?? {});
    const code = query.success ? query.data.code?.trim() || undefined : undefined;
    let answered: GatewayPaymentRow | null = null;
    if (query.success && query.data.answered && code !== undefined) {
      const row = await findPaymentByReference(ctx.db, query.data.answered);
      if (row?.method === 'zip_instore' && row.deviceCode === code)
        answered = await settled(ctx.db, row, ctx.now());
    }
    const { status, body } = await zipAppPage(ctx, code, answered);
    return html(reply, status, body);
  });

  app.post('/zip-app/:psp/:decision', async (request, reply) => {
    const params = ZipAnswerParams.safeParse(request.params);
    const form = AnswerForm.safeParse(request.body ?? {});
    if (!params.success) return html(reply, 404, unknownPaymentPage());
    const { psp, decision } = params.data;
    if (!validToken(ctx, 'zip-app', psp, form.success ? form.data.formToken : undefined)) {
      return html(reply, 403, badTokenPage());
    }
    const row = await answerInStore(ctx, psp, decision as InStoreDecision);
    if (!row?.deviceCode) return html(reply, 404, unknownPaymentPage());
    const location = `/zip-app?${new URLSearchParams({ code: row.deviceCode, answered: row.pspReference }).toString()}`;
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });
}
