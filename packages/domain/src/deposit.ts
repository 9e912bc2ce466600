import { floorTo2, formatFixed2, roundTo2 } from './money.ts';

// 001 §4, §5, §9: the partial payment (deposit). Amounts are dollars.

export const DEFAULT_DEPOSIT_PERCENTAGE = 30;

export const DEPOSIT_MESSAGES = {
  notPositive: 'Input must be a postive number.',
  requestExceedsTotal: 'Deposit request cannot equal or exceed order total.',
} as const;

/** 'Minimum deposit is 30% of order total ($X.XX).' with the percentage in force. */
export function minDepositMessage(minimum: number, percentage: number = DEFAULT_DEPOSIT_PERCENTAGE): string {
  return `Minimum deposit is ${percentage}% of order total (${formatFixed2(minimum)}).`;
}

/** The server's partialPaymentPercentage when it is a usable number, else 30. */
export function effectiveDepositPercentage(serverPercentage?: number | null): number {
  return serverPercentage != null &&
    Number.isFinite(serverPercentage) &&
    serverPercentage > 0 &&
    serverPercentage < 100
    ? serverPercentage
    : DEFAULT_DEPOSIT_PERCENTAGE;
}

/** Minimum deposit rounded to 2 decimals. */
export function minimumDeposit(orderTotal: number, percentage?: number | null): number {
  return roundTo2((orderTotal * effectiveDepositPercentage(percentage)) / 100);
}

/** The deposit as a percentage of the total, floored to 2 decimals. */
export function depositPercentageOf(deposit: number, orderTotal: number): number {
  return orderTotal > 0 ? floorTo2((deposit / orderTotal) * 100) : 0;
}

export function remainingPayment(orderTotal: number, deposit: number): number {
  return roundTo2(orderTotal - deposit);
}

export type DepositErrorKind = 'notPositive' | 'minDeposit' | 'requestExceedsTotal';
export interface DepositError {
  readonly kind: DepositErrorKind;
  readonly message: string;
}

const NUMERIC = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Empty or blank means no deposit; otherwise a non-negative decimal number or NaN. */
export function parseDeposit(input: string | number | null | undefined): number | null {
  if (input == null) return null;
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : Number.NaN;
  const v = input.trim();
  if (v === '') return null;
  return NUMERIC.test(v) ? Number(v) : Number.NaN;
}

/**
 * null when acceptable: empty and zero are ignored; a non-number or negative gives the 'postive' message; below the
 * minimum gives minDeposit; equal to or above the total gives requestExceedsTotal.
 */
export function validateDeposit(
  input: string | number | null | undefined,
  orderTotal: number,
  serverPercentage?: number | null,
): DepositError | null {
  const deposit = parseDeposit(input);
  if (deposit === null || deposit === 0) return null;
  if (Number.isNaN(deposit)) return { kind: 'notPositive', message: DEPOSIT_MESSAGES.notPositive };
  const percentage = effectiveDepositPercentage(serverPercentage);
  const minimum = minimumDeposit(orderTotal, percentage);
  if (deposit < minimum) return { kind: 'minDeposit', message: minDepositMessage(minimum, percentage) };
  if (deposit >= orderTotal)
    return { kind: 'requestExceedsTotal', message: DEPOSIT_MESSAGES.requestExceedsTotal };
  return null;
}

/** Not offered when the cart holds a restricted-brand product (001 §4). */
export function isDepositOffered(hasRestrictedBrand: boolean): boolean {
  return !hasRestrictedBrand;
}
