import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactDecrypt, decodeProtectedHeader, importPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import { toCardFormValues } from '@shop/domain';
import { encryptCard } from '../../lib/checkout-encryption.ts';
import { restrictedBrandKeyNames } from './checkout-values.ts';

// A throwaway self-signed certificate made once with `openssl req -x509` for these tests only.
const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(join(here, 'fixtures', name), 'utf8');
const CERT = fixture('test-card-cert.pem');
const KEY = fixture('test-card-key.pem');

describe('card encryption', () => {
  it('makes one 5-part compact JWE per key name, RSA-OAEP-256 + A256GCM, holding the card form values', async () => {
    const values = toCardFormValues(
      { nameOnCard: 'Jo Citizen', cardNo: '4242 4242 4242 4242', expiryDate: '12 / 30', cvv: '123' },
      new Date('2025-01-02T03:04:05Z'),
    );
    if (!values) throw new Error('expiry not parsed');
    const blobs = await encryptCard(values, { default: CERT, Miele: CERT });
    expect(Object.keys(blobs).sort()).toEqual(['Miele', 'default']);
    const key = await importPKCS8(KEY, 'RSA-OAEP-256');
    for (const jwe of Object.values(blobs)) {
      expect(jwe.split('.')).toHaveLength(5);
      expect(jwe).not.toContain('4242');
      expect(decodeProtectedHeader(jwe)).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
      const { plaintext } = await compactDecrypt(jwe, key);
      expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
        number: '4242424242424242',
        cvc: '123',
        expiryMonth: '12',
        expiryYear: '2030',
        holderName: 'Jo Citizen',
        generationtime: '2025-01-02T03:04:05.000Z',
      });
    }
  });

  it("names the restricted brands by every key but 'default'", () => {
    expect(restrictedBrandKeyNames({ default: CERT, Miele: CERT })).toEqual(['Miele']);
  });
});
