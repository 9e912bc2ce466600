import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { giftCards, orderVouchers, type Db, type OrderRow } from '@shop/db';
import { VOUCHER_LIMITS, voucherCodeFrom, voucherExpiry } from '@shop/domain';
import { queueVoucherMail } from '../orders/voucher-mail.ts';

// Issuing a placed order's gift vouchers (docs/decisions/0031), inside the transaction that turns it `placed`: that
// transition happens once per order (the order is locked while `reserved`), so each voucher gets one gift card and
// one mail, and a failed or cancelled order never gets here.

export interface VoucherIssueContext {
  companyName: string;
  /** The storefront's origin for the mail's link, or null. */
  siteOrigin: string | null;
  /** When the mail is due for the sender loop: now when SMTP is configured, null when it stays in the outbox. */
  mailDueAt: Date | null;
  now: Date;
}

/** A fresh crypto-random code; tries again on the (astronomically rare) clash with an existing card. */
async function insertCard(
  tx: Db,
  balanceCents: number,
  expiresAt: Date,
): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = voucherCodeFrom(randomBytes(64), VOUCHER_LIMITS.codeLength);
    if (!code) continue;
    const [row] = await tx
      .insert(giftCards)
      .values({ code, balanceCents, expiresAt, active: true })
      .onConflictDoNothing({ target: giftCards.code })
      .returning({ id: giftCards.id, code: giftCards.code });
    if (row) return row;
  }
  throw new Error('no unused gift voucher code after five attempts');
}

/** Issues the order's vouchers not issued yet: one gift card and one outbox mail each. How many were issued. */
export async function issueOrderVouchers(tx: Db, order: OrderRow, ctx: VoucherIssueContext): Promise<number> {
  const due = await tx
    .select()
    .from(orderVouchers)
    .where(and(eq(orderVouchers.orderId, order.id), isNull(orderVouchers.giftCardId)))
    .orderBy(asc(orderVouchers.lineNo));
  const expiresAt = voucherExpiry(ctx.now);
  for (const v of due) {
    const card = await insertCard(tx, v.valueCents, expiresAt);
    await tx
      .update(orderVouchers)
      .set({ giftCardId: card.id })
      .where(and(eq(orderVouchers.orderId, order.id), eq(orderVouchers.lineNo, v.lineNo)));
    await queueVoucherMail(tx, {
      orderId: order.id,
      lineNo: v.lineNo,
      recipientEmail: v.recipientEmail,
      dueAt: ctx.mailDueAt,
      mail: {
        code: card.code,
        valueCents: v.valueCents,
        recipientName: v.recipientName,
        senderName: v.senderName,
        message: v.message,
        expiresAt,
        companyName: ctx.companyName,
        siteOrigin: ctx.siteOrigin,
      },
    });
  }
  return due.length;
}
