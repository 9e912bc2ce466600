// When a failed order mail or refund is tried again (ADR 0028): 1, 5, 15 and 60 minutes after the first, second,
// third and fourth failures, then every 6 hours, 10 attempts in all. A mail server or gateway that is down for a
// while gets a few quick retries and then a day and a half of slow ones before staff have to step in.

const MINUTE = 60_000;
const DELAYS_MS = [1, 5, 15, 60].map((m) => m * MINUTE);
const LATER_MS = 6 * 60 * MINUTE;

export const MAX_ATTEMPTS = 10;

/**
 * How long a claimed mail is held by the process sending it: longer than nodemailer's timeouts set in order-mail.ts
 * can keep one send going, so no second process takes it while it is still being sent.
 */
export const SEND_LEASE_MS = 5 * MINUTE;

/** After `attempts` failed tries, when the next is due; null when the attempts have run out. */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = DELAYS_MS[attempts - 1] ?? LATER_MS;
  return new Date(failedAt.getTime() + delay);
}

/** A refund's attempt count lives in its refusal reason ('attempt 3: …'); a reason without one is the first. */
export function refundAttemptsOf(reason: string | null): number {
  const m = /^attempt (\d+):/.exec(reason ?? '');
  return m ? Number(m[1]) : 1;
}

export function refundReason(attempts: number, message: string): string {
  return `attempt ${attempts}: ${message}`.slice(0, 200);
}
