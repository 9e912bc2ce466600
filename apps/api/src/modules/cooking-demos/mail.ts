import type { CookingDemoBookingRow, Db } from '@shop/db';
import { escapeHtml, type RenderedMail } from '../orders/order-mail-render.ts';
import { insertOutboxMail, type DemoRecord } from './queries.ts';

// The cooking demo e-mails (docs/decisions/0035): one per change of an entry, kept in the outbox under
// `cooking-demo:{entry}:{event}` in the transaction that made the change, and sent by the mail sender loop when the
// shop sends mail. Each carries the entry's link, the only place its token is ever written.

export const COOKING_DEMO_MAIL_EVENTS = [
  'booked',
  'waiting',
  'offered',
  'attending',
  'cancelled',
  'offer-declined',
  'offer-lapsed',
  'left-wait-list',
] as const;
export type CookingDemoMailEvent = (typeof COOKING_DEMO_MAIL_EVENTS)[number];

export interface CookingDemoMailContext {
  companyName: string;
  /** The storefront's origin ('https://shop.example'), as the order mail links it. */
  siteOrigin: string;
  /** When the mail sender loop should send a new mail; null when the shop keeps mail in the outbox only. */
  dueAt: Date | null;
}

export function rsvpUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/cooking-demos/rsvp?token=${encodeURIComponent(token)}`;
}

/** 'Saturday 5 December 2026 at 6:30 pm' from the store's wall clock ('YYYY-MM-DD HH:MM:SS'). */
export function demoWhen(local: string): string {
  const at = new Date(`${local.slice(0, 19).replace(' ', 'T')}Z`);
  const date = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(at)
    .toLowerCase();
  return `${date} at ${time}`;
}

/** '5 December 2026 at 3:00 pm' for an offer's deadline, on the store's clock. */
function deadline(at: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(at)
    .toLowerCase();
  return `${date} at ${time}`;
}

const seatWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

export interface CookingDemoMailInput {
  event: CookingDemoMailEvent;
  entry: Pick<CookingDemoBookingRow, 'reference' | 'firstName' | 'seats' | 'offerExpiresAt'>;
  demo: Pick<DemoRecord, 'title' | 'localStartsAt' | 'store'>;
  timeZone: string;
  /** The entry's link with its token; every mail has one. */
  link: string;
  companyName: string;
  /** 1-based place on the wait list (the 'waiting' mail). */
  position?: number | null;
}

function content(m: CookingDemoMailInput): { subject: string; lines: string[]; action: string } {
  const { demo, entry } = m;
  const at = `${demo.title} at ${demo.store.name} on ${demoWhen(demo.localStartsAt)}`;
  const seats = seatWord(entry.seats);
  switch (m.event) {
    case 'booked':
      return {
        subject: `You're booked: ${demo.title}`,
        lines: [
          `Your booking for ${seats} at ${at} is confirmed.`,
          'Please let us know whether you will attend.',
        ],
        action: 'Confirm you are coming, or cancel your booking',
      };
    case 'waiting':
      return {
        subject: `You're on the wait list: ${demo.title}`,
        lines: [
          `You are on the wait list for ${seats} at ${at}${m.position ? ` (place ${m.position})` : ''}.`,
          'We will email you as soon as a seat comes up.',
        ],
        action: 'Leave the wait list',
      };
    case 'offered':
      return {
        subject: `A seat has come up: ${demo.title}`,
        lines: [
          `Good news: ${seats} at ${at} ${entry.seats === 1 ? 'is' : 'are'} now free for you.`,
          entry.offerExpiresAt
            ? `We are holding ${entry.seats === 1 ? 'it' : 'them'} for you until ${deadline(entry.offerExpiresAt, m.timeZone)}.`
            : 'We are holding them for you for a short while.',
        ],
        action: 'Take your seats, or let them go to the next person',
      };
    case 'attending':
      return {
        subject: `Thanks for confirming: ${demo.title}`,
        lines: [`Thanks for letting us know you will attend ${at} (${seats}). See you there!`],
        action: 'See or cancel your booking',
      };
    case 'cancelled':
      return {
        subject: `Booking cancelled: ${demo.title}`,
        lines: [
          `Your booking for ${seats} at ${at} has been cancelled.`,
          'We hope to see you at another demo.',
        ],
        action: 'See your booking',
      };
    case 'offer-declined':
      return {
        subject: `Seat released: ${demo.title}`,
        lines: [
          `Thanks for letting us know. We have offered ${seats} at ${at} to the next person on the wait list.`,
        ],
        action: 'See your entry',
      };
    case 'offer-lapsed':
      return {
        subject: `Your held seat has been released: ${demo.title}`,
        lines: [
          `We held ${seats} at ${at} for you, but did not hear back in time.`,
          'The seats have been offered to the next person on the wait list.',
        ],
        action: 'See your entry',
      };
    case 'left-wait-list':
      return {
        subject: `You have left the wait list: ${demo.title}`,
        lines: [`You are no longer on the wait list for ${at}.`],
        action: 'See your entry',
      };
  }
}

export function renderCookingDemoMail(m: CookingDemoMailInput): RenderedMail {
  const c = content(m);
  const store = m.demo.store;
  const where = `${store.name}, ${store.address}, ${store.suburb} ${store.state} ${store.postcode}. Phone ${store.phone}.`;
  const text = [
    `Hi ${m.entry.firstName},`,
    '',
    ...c.lines,
    '',
    `Reference: ${m.entry.reference}`,
    `Where: ${where}`,
    '',
    `${c.action}: ${m.link}`,
    '',
    m.companyName,
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${e(c.subject)}</title></head><body>`,
    `<p>Hi ${e(m.entry.firstName)},</p>`,
    ...c.lines.map((line) => `<p>${e(line)}</p>`),
    `<p>Reference: <strong>${e(m.entry.reference)}</strong><br>Where: ${e(where)}</p>`,
    `<p><a href="${e(m.link)}">${e(c.action)}</a></p>`,
    `<p>${e(m.companyName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: c.subject, text, html };
}

/** Keeps one mail of an entry in the outbox, in the caller's transaction; the same event twice is a no-op. */
export async function queueCookingDemoMail(
  db: Db,
  ctx: CookingDemoMailContext,
  params: Omit<CookingDemoMailInput, 'companyName' | 'link'> & {
    entry: CookingDemoMailInput['entry'] & Pick<CookingDemoBookingRow, 'id' | 'email'>;
    token: string;
  },
): Promise<void> {
  const mail = renderCookingDemoMail({
    ...params,
    companyName: ctx.companyName,
    link: rsvpUrl(ctx.siteOrigin, params.token),
  });
  await insertOutboxMail(db, {
    recipient: params.entry.email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: 'cooking-demo',
    dedupeKey: `cooking-demo:${params.entry.id}:${params.event}`,
    attempts: 0,
    nextAttemptAt: ctx.dueAt,
  });
}
