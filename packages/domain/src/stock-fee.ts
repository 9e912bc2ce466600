import { addDays, compareDates, daysBetween, toCalendarDate, type DateInput } from './dates.ts';
import { hasPaymentOption, PAYMENT_OPTION_FLAGS } from './payment-options.ts';

// 001 §4 and §9: warehouse storage fee acknowledgement. Prices are dollars.

/**
 * The extended minimum price and free days are "referenced but not shown"; they default to the shown 300 and 60 and
 * the server may pass its own (ADR 0003).
 */
export const STORAGE_FEE_RULE = { freeDays: 60, dailyFeeCap: 4, minimumProductPrice: 300 } as const;

export const STOCK_FEE_MESSAGE =
  'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.';

export interface StockFeeContext {
  readonly opts: number;
  readonly products: readonly { readonly price: number; readonly isProforma?: boolean }[];
  readonly firstAvailableDate: DateInput | null | undefined;
  readonly selectedDate: DateInput | null | undefined;
  readonly freeDays?: number;
  readonly minimumProductPrice?: number;
}

/** The last day with no fee: first available date + free days − 1. */
export function lastFreeStorageDate(firstAvailable: DateInput, freeDays: number = STORAGE_FEE_RULE.freeDays) {
  return addDays(toCalendarDate(firstAvailable), freeDays - 1);
}

/**
 * Required when WarehouseStorageCharge is on, there are non-proforma products, one of them is priced at or above the
 * minimum, and the selected date is after the last free day.
 */
export function isStockFeeAcknowledgementRequired(ctx: StockFeeContext): boolean {
  if (!hasPaymentOption(ctx.opts, PAYMENT_OPTION_FLAGS.WarehouseStorageCharge)) return false;
  if (!ctx.firstAvailableDate || !ctx.selectedDate) return false;
  const stocked = ctx.products.filter((p) => !p.isProforma);
  const minimum = ctx.minimumProductPrice ?? STORAGE_FEE_RULE.minimumProductPrice;
  if (!stocked.some((p) => p.price >= minimum)) return false;
  const lastFree = lastFreeStorageDate(ctx.firstAvailableDate, ctx.freeDays);
  return compareDates(toCalendarDate(ctx.selectedDate), lastFree) > 0;
}

/** Days charged after the free period. */
export function storageFeeDays(firstAvailable: DateInput, selected: DateInput, freeDays?: number): number {
  return Math.max(0, daysBetween(lastFreeStorageDate(firstAvailable, freeDays), toCalendarDate(selected)));
}

/** The daily fee never exceeds $4. */
export function dailyStorageFee(requestedDailyFee: number): number {
  return Math.min(Math.max(0, requestedDailyFee), STORAGE_FEE_RULE.dailyFeeCap);
}
