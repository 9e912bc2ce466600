import { describe, expect, it } from 'vitest';
import { CARD_BRAND_TYPES } from '@shop/domain';
import { cardBrandName } from './confirmation.ts';

describe('cardBrandName', () => {
  it('names each brand of 001 §3 as the card itself does', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('dinersclub')).toBe('Diners Club');
    expect(cardBrandName('jcb')).toBe('JCB');
    expect(cardBrandName('unionpay')).toBe('UnionPay');
    for (const brand of CARD_BRAND_TYPES) expect(cardBrandName(brand)).not.toBe(brand);
  });

  it('reads a brand id in any case, and keeps one it does not know, capitalised', () => {
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('eftpos')).toBe('Eftpos');
  });
});
