import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { identityOutboxMessages, type Db, type IdentityOutboxMessageRow } from '@shop/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  actionUrl?: string;
  actionLabel?: string;
}

export interface Mailer {
  /** 'smtp' sends; 'outbox' keeps the message for the development outbox page. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Real mail through nodemailer when SMTP_URL is set, else the outbox table. Sending over SMTP is not awaited by the
 * caller: how long a server takes to accept a message must not tell an observer whether an address has an account.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: Log;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      async send(message) {
        await options.db.insert(identityOutboxMessages).values({
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          actionUrl: message.actionUrl ?? null,
          actionLabel: message.actionLabel ?? null,
        });
      },
      async close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const text = message.actionUrl ? `${message.text}\n\n${message.actionUrl}\n` : message.text;
      transport
        .sendMail({ from: options.from, to: message.to, subject: message.subject, text })
        .catch((err: unknown) => options.log.error({ err, subject: message.subject }, 'mail not sent'));
    },
    async close() {
      transport.close();
    },
  };
}

export async function listOutbox(db: Db, limit = 100): Promise<IdentityOutboxMessageRow[]> {
  return db
    .select()
    .from(identityOutboxMessages)
    .orderBy(desc(identityOutboxMessages.createdAt))
    .limit(limit);
}
