import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const secret = 'a-webhook-secret-of-some-length-000000';
const body = JSON.stringify({ eventId: 'e1', pspReference: 'P1' });
const at = new Date('2026-11-24T10:00:00Z');

describe('webhook signatures (ADR 0029)', () => {
  it('accepts its own signature within the tolerance', () => {
    const header = signWebhook(secret, body, at);
    expect(verifyWebhook(secret, body, header, at)).toBe(true);
    expect(verifyWebhook(secret, body, header, new Date(at.getTime() + 299_000))).toBe(true);
  });

  it('refuses another body, another secret, an old or future stamp, and malformed headers', () => {
    const header = signWebhook(secret, body, at);
    expect(verifyWebhook(secret, `${body} `, header, at)).toBe(false);
    expect(verifyWebhook(`${secret}x`, body, header, at)).toBe(false);
    expect(verifyWebhook(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifyWebhook(secret, body, header, new Date(at.getTime() - 301_000))).toBe(false);
    for (const bad of [
      undefined,
      '',
      't=1',
      'v1=00',
      `t=x,v1=${'0'.repeat(64)}`,
      header.replace(/.$/, 'g'),
    ]) {
      expect(verifyWebhook(secret, body, bad, at)).toBe(false);
    }
  });
});
