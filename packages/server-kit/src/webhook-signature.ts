import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed webhooks between the payments gateway and the storefront (docs/decisions/0029-buy-now-pay-later.md).
// Header `Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the merchant's
// webhook secret; the receiver refuses a bad signature and one older (or newer) than the tolerance, so a captured
// notification cannot be replayed later.

export const WEBHOOK_SIGNATURE_HEADER = 'payment-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for a body sent at `now`. */
export function signWebhook(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/** Whether the header signs exactly this body with this secret within the tolerance of `now`. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!header || header.length > 200) return false;
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(mac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
