import { pollingTimeoutError } from './errors.ts';

// 001 §4 and §9: in-store instalment (Zip app) payment polling.

export const INSTALMENT_STATUSES = [
  'Pending',
  'Approved',
  'Declined',
  'Cancelled',
  'Expired',
  'Unknown',
] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const POLLING = { intervalMs: 2000, timeoutMs: 65_000 } as const;

export const IN_STORE_PAYMENT_COPY = {
  modalTitle: 'Waiting for customer to confirm in their Zip app',
  modalText: 'Please do not refresh the page',
} as const;

export type PollingStep =
  | { readonly action: 'complete' }
  | { readonly action: 'continue' }
  | { readonly action: 'stop'; readonly status: InstalmentStatus | number; readonly message: string | null }
  | { readonly action: 'timeout'; readonly status: 408; readonly message: string };

export interface PollObservation {
  readonly elapsedMs: number;
  readonly reference: string;
  /** Set when the poll answered. */
  readonly result?: { readonly paymentStatus: string; readonly message?: string | null };
  /** Set when the poll failed with an HTTP status. */
  readonly httpStatus?: number;
}

/**
 * Approved completes; Cancelled, Declined and Expired stop with the server's message; a 5xx is ignored; any other
 * error stops; past 65 s the 408 timeout error is raised.
 */
export function nextPollingStep(o: PollObservation): PollingStep {
  if (o.result?.paymentStatus === 'Approved') return { action: 'complete' };
  if (o.elapsedMs >= POLLING.timeoutMs) return { action: 'timeout', ...pollingTimeoutError(o.reference) };
  if (o.httpStatus !== undefined) {
    return o.httpStatus >= 500 && o.httpStatus < 600
      ? { action: 'continue' }
      : { action: 'stop', status: o.httpStatus, message: null };
  }
  const status = o.result?.paymentStatus;
  if (status === 'Cancelled' || status === 'Declined' || status === 'Expired') {
    return { action: 'stop', status, message: o.result?.message ?? null };
  }
  return { action: 'continue' };
}
