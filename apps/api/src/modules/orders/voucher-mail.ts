import type { Db } from '@shop/db';
import { centsToDollars, formatPrice } from '@shop/domain';
import { escapeHtml, type RenderedMail } from './order-mail-render.ts';
import { insertOutboxMessage } from './order-queries.ts';

// The gift voucher e-mail (docs/decisions/0031): to the recipient, with the code, its value, who sent it with their
// message, and how to spend it. Every value a shopper typed is escaped in the HTML.

export interface VoucherMailInput {
  code: string;
  valueCents: number;
  recipientName: string;
  senderName: string;
  message: string;
  expiresAt: Date;
  companyName: string;
  /** The storefront's origin, linked as where to spend it ('https://shop.example'); null leaves the link out. */
  siteOrigin: string | null;
}

/** '24 November 2029' in the shop's own words, whatever the server's zone. */
function day(d: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

export function renderVoucherMail(v: VoucherMailInput): RenderedMail {
  const value = formatPrice(centsToDollars(v.valueCents));
  const subject = `${v.senderName} sent you a ${value} ${v.companyName} gift voucher`;
  const howTo = [
    `To spend it, add what you like to your cart at ${v.companyName}${v.siteOrigin ? ` (${v.siteOrigin})` : ''},`,
    'then enter the code in the coupon or gift card field of the cart or the checkout.',
    'It pays for as much of the order as its balance covers; whatever is left stays on the code for next time.',
  ];
  const expires = `Valid until ${day(v.expiresAt)}.`;
  const text = [
    `Hi ${v.recipientName},`,
    '',
    `${v.senderName} has sent you a ${value} gift voucher for ${v.companyName}.`,
    ...(v.message ? ['', `"${v.message}"`, `— ${v.senderName}`] : []),
    '',
    `Your code: ${v.code}`,
    `Value: ${value}`,
    expires,
    '',
    ...howTo,
  ].join('\n');
  const e = escapeHtml;
  const link = v.siteOrigin ? `<a href="${e(v.siteOrigin)}/">${e(v.companyName)}</a>` : e(v.companyName);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${e(subject)}</title></head><body>`,
    `<p>Hi ${e(v.recipientName)},</p>`,
    `<p>${e(v.senderName)} has sent you a ${e(value)} gift voucher for ${link}.</p>`,
    v.message
      ? `<blockquote><p>${e(v.message).replace(/\n/g, '<br>')}</p><footer>— ${e(v.senderName)}</footer></blockquote>`
      : '',
    `<p>Your code: <strong style="font-family:monospace;font-size:1.25em">${e(v.code)}</strong></p>`,
    `<p>Value: ${e(value)}<br>${e(expires)}</p>`,
    `<p>${howTo.map(e).join(' ')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/**
 * Keeps a voucher's mail in the outbox under `voucher:{order}:{line}` (a second call is a no-op), in the caller's
 * transaction. `dueAt` is when the mail sender loop should send it (null: outbox only, no SMTP_URL).
 */
export async function queueVoucherMail(
  db: Db,
  params: {
    orderId: string;
    lineNo: number;
    recipientEmail: string;
    dueAt: Date | null;
    mail: VoucherMailInput;
  },
): Promise<void> {
  const mail = renderVoucherMail(params.mail);
  await insertOutboxMessage(db, {
    recipient: params.recipientEmail,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: 'voucher',
    dedupeKey: `voucher:${params.orderId}:${params.lineNo}`,
    attempts: 0,
    nextAttemptAt: params.dueAt,
  });
}
