import nodemailer from 'nodemailer';
import type { Db } from '@shop/db';
import type { Country } from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { loadSettings } from '../content/service.ts';
import { supportNumberOf } from './checkout-view.ts';
import { toOrderConfirmation } from './confirmation.ts';
import { createLinkSigner, reschedulePath, type LinkSigner } from './link-token.ts';
import { renderOrderMail } from './order-mail-render.ts';
import { findOrderDetail, insertOutboxMessage } from './order-queries.ts';
import { shopToday } from './shop-day.ts';

// The order e-mail (001 §2: 'An order e-mail with the same content' as the confirmation). Every mail is kept in
// outbox_messages under `order:{id}`, so a retried placement never mails twice; with SMTP_URL it is also sent.

export interface OrderMailLog {
  error(obj: object, msg: string): void;
}

export interface OrderMail {
  /** 'smtp' also sends; 'outbox' keeps the mail for GET /dev/outbox only. */
  readonly kind: 'smtp' | 'outbox';
  readonly signer: LinkSigner;
  /** The storefront's origin for links in mail ('http://localhost:3000', 'https://shop.example'). */
  readonly siteOrigin: string;
  queue(db: Db, orderId: string): Promise<void>;
  close(): Promise<void>;
}

/** A local host name is reached over http in development; every other host over https. */
export function siteOriginOf(hostname: string): string {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(hostname);
  return `${local ? 'http' : 'https'}://${hostname.toLowerCase()}`;
}

export function rescheduleUrl(siteOrigin: string, orderNumber: string, token: string): string {
  return `${siteOrigin}${reschedulePath(orderNumber, token)}`;
}

type MailConfig = Pick<
  StorefrontConfig,
  | 'smtpUrl'
  | 'mailFrom'
  | 'hostname'
  | 'companyName'
  | 'customerSupportNumber'
  | 'storefrontSecret'
  | 'dataDir'
  | 'production'
>;

export function createOrderMail(config: MailConfig, log: OrderMailLog): OrderMail {
  const signer = createLinkSigner(config);
  const siteOrigin = siteOriginOf(config.hostname);
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    kind: transport ? 'smtp' : 'outbox',
    signer,
    siteOrigin,
    async queue(db, orderId) {
      const detail = await findOrderDetail(db, orderId);
      if (!detail?.order.orderNumber) throw new Error(`order ${orderId} has no order number to mail`);
      const { order } = detail;
      const confirmation = toOrderConfirmation(detail, shopToday(order.country as Country, new Date()));
      const supportNumber = supportNumberOf(await loadSettings(db), config.customerSupportNumber);
      const link = order.deliveryDate
        ? rescheduleUrl(siteOrigin, order.orderNumber ?? '', await signer.sign(order.id))
        : null;
      const mail = renderOrderMail({
        order: confirmation,
        companyName: config.companyName,
        supportNumber,
        rescheduleUrl: link,
      });
      const stored = await insertOutboxMessage(db, {
        recipient: order.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        kind: 'order',
        dedupeKey: `order:${order.id}`,
      });
      // Not awaited: a slow mail server must not hold up the order's answer; a failure is logged, the outbox keeps it.
      if (stored && transport)
        transport
          .sendMail({
            from: config.mailFrom,
            to: order.email,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          })
          .catch((err: unknown) => log.error({ err, orderId }, 'order e-mail not sent'));
    },
    async close() {
      transport?.close();
    },
  };
}

let current: OrderMail | null = null;

/** The storefront's order mail, made once the API is registered with its configuration (see routes.ts). */
export function useOrderMail(mail: OrderMail): void {
  current = mail;
}

export function currentOrderMail(): OrderMail {
  if (!current) throw new Error('order mail is used before the storefront API is registered');
  return current;
}

/**
 * Renders the placed order's e-mail into the outbox (deduplicated per order) and sends it when SMTP is configured.
 * Call it after the order's transaction commits: a mail for a rolled-back order must not leave the shop.
 */
export async function queueOrderEmail(db: Db, orderId: string): Promise<void> {
  await currentOrderMail().queue(db, orderId);
}
