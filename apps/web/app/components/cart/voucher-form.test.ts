import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/contracts/web';
import { ApiError } from '@shop/contracts/web';
import { VOUCHER_MESSAGES } from '@shop/domain';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { chosenValue, submitVoucherForm } from './voucher-form.ts';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const filled = {
  preset: '100',
  amount: '',
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  senderName: 'Ada',
  message: '',
};

describe('the gift voucher form', () => {
  it('takes a preset, or the typed amount when another amount is chosen', () => {
    expect(chosenValue({ preset: '200', amount: '75' })).toBe('200');
    expect(chosenValue({ preset: 'other', amount: '75' })).toBe('75');
    expect(chosenValue({ preset: '', amount: '75' })).toBe('75');
  });

  it('sends nothing while a field is at fault, and answers each field with its sentence', async () => {
    const cartAddVoucher = vi.fn();
    const api = { cartAddVoucher } as unknown as ApiClient;
    const result = await submitVoucherForm(
      api,
      form({ ...filled, preset: 'other', amount: '10.5', recipientEmail: 'grace' }),
    );
    expect(cartAddVoucher).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      ok: false,
      errors: { value: VOUCHER_MESSAGES.valueWhole, recipientEmail: VOUCHER_MESSAGES.recipientEmail },
      values: { amount: '10.5', recipientName: 'Grace Hopper' },
      formError: null,
    });
  });

  it('adds a good voucher, and shows the server’s own sentence when it refuses', async () => {
    const cart = cartFixture({ vouchers: [] });
    const ok = { cartAddVoucher: vi.fn().mockResolvedValue(cart) } as unknown as ApiClient;
    expect(await submitVoucherForm(ok, form(filled))).toEqual({ ok: true, cart, value: 100 });
    expect(ok.cartAddVoucher).toHaveBeenCalledWith({
      value: '100',
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      senderName: 'Ada',
      message: '',
    });
    const full = new ApiError(400, {
      status: 400,
      code: 'validation_failed',
      message: VOUCHER_MESSAGES.tooMany,
      errors: [VOUCHER_MESSAGES.tooMany],
    });
    const refusing = { cartAddVoucher: vi.fn().mockRejectedValue(full) } as unknown as ApiClient;
    expect(await submitVoucherForm(refusing, form(filled))).toMatchObject({
      ok: false,
      formError: VOUCHER_MESSAGES.tooMany,
    });
  });
});
