import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { startInStorePolling } from './in-store-polling.ts';

// The in-store wait's clock (001 §9: every 2000 ms, 65000 ms at most), with the API faked.

const WORDS = { declined: 'declined', cancelled: 'The transaction was canceled', expired: 'expired' };
type Answer = { paymentStatus: string; message?: string | null; redirectUrl?: string | null } | number;

function fakeApi(answers: Answer[], voidAnswer = { success: true }) {
  let n = 0;
  const paymentStatus = vi.fn(async () => {
    const a = answers[Math.min(n++, answers.length - 1)] as Answer;
    if (typeof a === 'number')
      throw new ApiError(a, { status: a, code: 'internal_error', message: `Answer ${a}`, errors: [] });
    return { message: null, redirectUrl: null, ...a };
  });
  const voidCheckout = vi.fn(async () => voidAnswer);
  return { api: { paymentStatus, voidCheckout } as unknown as ApiClient, paymentStatus, voidCheckout };
}

function start(answers: Answer[], voidAnswer?: { success: boolean }) {
  const fake = fakeApi(answers, voidAnswer);
  const onApproved = vi.fn<(url: string) => void>();
  const onStopped = vi.fn<(message: string) => void>();
  const run = startInStorePolling({
    api: fake.api,
    cartId: 'C1',
    reference: 'R1',
    words: WORDS,
    onApproved,
    onStopped,
  });
  return { ...fake, onApproved, onStopped, run };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('in-store payment polling', () => {
  it('asks first after 2 s, then every 2 s, with the cart, the reference and the in-store option', async () => {
    const t = start([{ paymentStatus: 'Pending' }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.paymentStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.paymentStatus).toHaveBeenCalledWith({
      cartId: 'C1',
      paymentReference: 'R1',
      selectedPaymentOption: 1,
    });
    await vi.advanceTimersByTimeAsync(6000);
    expect(t.paymentStatus).toHaveBeenCalledTimes(4);
    t.run.abandon(() => undefined);
  });

  it('goes to the confirmation the answer names once approved', async () => {
    const t = start([
      { paymentStatus: 'Pending' },
      { paymentStatus: 'Approved', redirectUrl: '/customer/confirmation?id=C1' },
    ]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(t.onApproved).toHaveBeenCalledWith('/customer/confirmation?id=C1');
    await vi.advanceTimersByTimeAsync(70_000);
    expect(t.paymentStatus).toHaveBeenCalledTimes(2);
    expect(t.voidCheckout).not.toHaveBeenCalled();
    expect(t.onStopped).not.toHaveBeenCalled();
  });

  it('keeps asking through 5xx answers and stops at another error', async () => {
    const t = start([502, 500, { paymentStatus: 'Pending' }, 403]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(t.onStopped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.onStopped).toHaveBeenCalledWith('Answer 403');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.paymentStatus).toHaveBeenCalledTimes(4);
  });

  it('ends after exactly 65 s with the 408 message and a void, and asks no more', async () => {
    const t = start([{ paymentStatus: 'Pending' }]);
    await vi.advanceTimersByTimeAsync(64_999);
    expect(t.onStopped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.onStopped).toHaveBeenCalledWith(
      'There has been an error processing your order, please contact our support team. Order reference : R1',
    );
    expect(t.voidCheckout).toHaveBeenCalledWith({ cartId: 'C1', selectedPaymentOption: 1 });
    const asked = t.paymentStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.paymentStatus).toHaveBeenCalledTimes(asked);
    expect(t.run.finished).toBe(true);
  });

  it('voids on cancel and says so, once', async () => {
    const t = start([{ paymentStatus: 'Pending' }]);
    await t.run.cancel();
    await t.run.cancel();
    expect(t.voidCheckout).toHaveBeenCalledTimes(1);
    expect(t.onStopped).toHaveBeenCalledExactlyOnceWith('The transaction was canceled');
    await vi.advanceTimersByTimeAsync(70_000);
    expect(t.paymentStatus).not.toHaveBeenCalled();
  });

  it('hands the void to the leaving page, once, and stops', async () => {
    const t = start([{ paymentStatus: 'Pending' }]);
    const send = vi.fn();
    t.run.abandon(send);
    t.run.abandon(send);
    expect(send).toHaveBeenCalledExactlyOnceWith({ cartId: 'C1', selectedPaymentOption: 1 });
    await vi.advanceTimersByTimeAsync(70_000);
    expect(t.paymentStatus).not.toHaveBeenCalled();
    expect(t.onStopped).not.toHaveBeenCalled();
  });
});
