import { describe, expect, it } from 'vitest';
import { INSTALMENT_STATUSES, nextPollingStep, POLLING } from './polling.ts';

describe('instalment polling', () => {
  it.each([
    [
      '001 §4 Approved completes the order',
      { elapsedMs: 0, reference: 'R', result: { paymentStatus: 'Approved' } },
      { action: 'complete' },
    ],
    [
      '001 §4 Pending continues',
      { elapsedMs: 2000, reference: 'R', result: { paymentStatus: 'Pending' } },
      { action: 'continue' },
    ],
    [
      '001 §4 Unknown continues',
      { elapsedMs: 2000, reference: 'R', result: { paymentStatus: 'Unknown' } },
      { action: 'continue' },
    ],
    [
      '001 §4 Declined stops and shows the message',
      { elapsedMs: 2000, reference: 'R', result: { paymentStatus: 'Declined', message: 'No funds' } },
      { action: 'stop', status: 'Declined', message: 'No funds' },
    ],
    [
      '001 §4 Cancelled stops',
      { elapsedMs: 2000, reference: 'R', result: { paymentStatus: 'Cancelled' } },
      { action: 'stop', status: 'Cancelled', message: null },
    ],
    [
      '001 §4 Expired stops',
      { elapsedMs: 2000, reference: 'R', result: { paymentStatus: 'Expired', message: 'Too late' } },
      { action: 'stop', status: 'Expired', message: 'Too late' },
    ],
    [
      '001 §4 a 5xx error is ignored',
      { elapsedMs: 2000, reference: 'R', httpStatus: 503 },
      { action: 'continue' },
    ],
    [
      '001 §4 other errors stop polling',
      { elapsedMs: 2000, reference: 'R', httpStatus: 404 },
      { action: 'stop', status: 404, message: null },
    ],
    [
      '001 §9 timeout after 65 s gives 408',
      { elapsedMs: 65_000, reference: 'W9', result: { paymentStatus: 'Pending' } },
      {
        action: 'timeout',
        status: 408,
        message:
          'There has been an error processing your order, please contact our support team. Order reference : W9',
      },
    ],
  ] as const)('%s', (_s, observation, expected) => {
    expect(nextPollingStep(observation)).toEqual(expected);
  });

  it('001 §9 polling interval 2000 ms and timeout 65000 ms; six statuses', () => {
    expect(POLLING).toEqual({ intervalMs: 2000, timeoutMs: 65000 });
    expect(INSTALMENT_STATUSES).toHaveLength(6);
  });
});
