import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** A gateway's reference for one payment: 16 characters, unguessable, easy to read out over the phone. */
export const newPspReference = (): string => randomCode(16);

/** A stored method's token the merchant charges again with. */
export const newPaymentMethodToken = (): string => `pm_${randomBytes(24).toString('base64url')}`;
