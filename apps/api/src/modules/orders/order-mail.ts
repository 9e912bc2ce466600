import nodemailer from 'nodemailer';
import type { Db, OutboxMessageRow } from '@shop/db';
import { themeFor, type Country, type HostBrand } from '@shop/domain';
import { siteOriginOf, type RequestSite } from '../../site.ts';

// Where the shop's links point; kept importable from here for the modules that mail.
export { siteOriginOf };
import type { StorefrontConfig } from '../../config.ts';
import { loadSettings } from '../content/service.ts';
import { supportNumberOf } from './checkout-view.ts';
import { toOrderConfirmation } from './confirmation.ts';
import { createLinkSigner, reschedulePath, type LinkSigner } from './link-token.ts';
import { renderOrderMail } from './order-mail-render.ts';
import { findOrderDetail, insertOutboxMessage } from './order-queries.ts';
import { markMailFailed, markMailSent } from './outbox-queries.ts';
import { nextAttemptAfter, SEND_LEASE_MS } from './retry-schedule.ts';
import { shopToday } from './shop-day.ts';

// The order e-mail (001 §2: 'An order e-mail with the same content' as the confirmation). Every mail is kept in
// outbox_messages under `order:{id}`, so a retried placement never mails twice; with SMTP_URL it is also sent, right
// after queueing, and a failed send is tried again by the mail sender loop (mail-sender.ts) on the retry schedule.

export interface OrderMailLog {
  error(obj: object, msg: string): void;
}

/** What sends mail: nodemailer's SMTP transport, or a test's own. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
  close(): void;
}

export interface OrderMail {
  /** 'smtp' also sends; 'outbox' keeps the mail for GET /dev/outbox only. */
  readonly kind: 'smtp' | 'outbox';
  readonly signer: LinkSigner;
  /** The storefront's origin for links in mail ('http://localhost:3000', 'https://shop.example'). */
  readonly siteOrigin: string;
  queue(db: Db, orderId: string): Promise<void>;
  /** Sends one claimed outbox row (its attempt already counted) and records the outcome; never throws. */
  deliver(db: Db, row: OutboxMessageRow): Promise<void>;
  /** Resolves once the sends started by queue() have finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
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

/** Short enough that one send always ends well inside the claim's lease (SEND_LEASE_MS). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function smtpTransport(url: string | undefined): MailTransport | null {
  return url ? nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) : null;
}

/** deps: a test's transport (null: outbox only) and clock; by default SMTP_URL's transport and the real clock. */
export function createOrderMail(
  config: MailConfig,
  log: OrderMailLog,
  deps: {
    transport?: MailTransport | null;
    now?: () => Date;
    /** The site an order was placed on (its name, host and support line); by default the configured one. */
    siteOf?: (brand: HostBrand) => Pick<RequestSite, 'hostname' | 'companyName' | 'customerSupportNumber'>;
  } = {},
): OrderMail {
  const signer = createLinkSigner(config);
  const siteOrigin = siteOriginOf(config.hostname);
  const transport = deps.transport !== undefined ? deps.transport : smtpTransport(config.smtpUrl);
  const now = deps.now ?? (() => new Date());
  const sending = new Set<Promise<void>>();

  async function deliver(db: Db, row: OutboxMessageRow): Promise<void> {
    if (!transport) return;
    try {
      const { recipient: to, subject, textBody: text, htmlBody: html } = row;
      await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
      await markMailSent(db, row.id, now());
    } catch (err) {
      // The reason only: the mail's body (an order's address and contents) stays out of the log.
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const next = nextAttemptAfter(row.attempts, now());
      await markMailFailed(db, row.id, reason, next).catch((dbErr: unknown) =>
        log.error({ err: dbErr, mailId: row.id }, 'order e-mail failure not recorded'),
      );
      log.error(
        { mailId: row.id, attempts: row.attempts, reason, retryAt: next?.toISOString() ?? null },
        'order e-mail not sent',
      );
    }
  }

  return {
    kind: transport ? 'smtp' : 'outbox',
    signer,
    siteOrigin,
    deliver,
    async idle() {
      await Promise.all([...sending]);
    },
    async queue(db, orderId) {
      const detail = await findOrderDetail(db, orderId);
      if (!detail?.order.orderNumber) throw new Error(`order ${orderId} has no order number to mail`);
      const { order } = detail;
      const confirmation = toOrderConfirmation(detail, shopToday(order.country as Country, new Date()));
      const site =
        deps.siteOf?.({ theme: themeFor(order.theme).id, country: order.country as Country }) ?? config;
      const supportNumber = supportNumberOf(await loadSettings(db), site.customerSupportNumber);
      const link = order.deliveryDate
        ? rescheduleUrl(siteOriginOf(site.hostname), order.orderNumber ?? '', await signer.sign(order.id))
        : null;
      const mail = renderOrderMail({
        order: confirmation,
        companyName: site.companyName,
        supportNumber,
        rescheduleUrl: link,
      });
      // With a transport the first send is claimed as it is stored (attempt 1, leased), so the loop leaves it alone
      // while it is being sent here; without one nothing is ever due.
      const stored = await insertOutboxMessage(db, {
        recipient: order.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        kind: 'order',
        dedupeKey: `order:${order.id}`,
        attempts: transport ? 1 : 0,
        nextAttemptAt: transport ? new Date(now().getTime() + SEND_LEASE_MS) : null,
      });
      // Not awaited: a slow mail server must not hold up the order's answer; a failure is retried by the loop.
      if (stored && transport) {
        const send = deliver(db, stored).finally(() => sending.delete(send));
        sending.add(send);
      }
    },
    async close() {
      await Promise.all([...sending]);
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
