import {
  afterpaySchedule,
  fourInstalmentAmount,
  formatSmallPrice,
  hasPaymentOption,
  hummCopy,
  INSTALMENT_COUNT,
  isBnplAvailable,
  PAYMENT_OPTION_FLAGS,
  REDIRECT_PROVIDER_OPTIONS,
  redirectProviderOf,
  toCalendarDate,
  visiblePaymentOptions,
  zipCopy,
  zipNzSchedule,
  type BnplProvider,
  type CalendarDate,
  type Country,
  type Instalment,
  type PaymentProviderOption,
  type RedirectProvider,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';

// 001 §4 payment methods and their pay-later display (000 §9, 001 §9; ADR 0029): which methods this viewer may choose
// for this order, and what each provider's panel says about paying later.

export type PaymentChoice =
  | { readonly kind: 'card'; readonly flag: number; readonly label: string }
  | {
      readonly kind: 'provider';
      readonly flag: number;
      readonly label: string;
      readonly provider: RedirectProvider;
    }
  | { readonly kind: 'inStore'; readonly flag: number; readonly label: string }
  /** Taken by staff outside the gateway: 'Use Other Payment Method' or the credit account (docs/decisions/0034). */
  | { readonly kind: 'staff'; readonly flag: number; readonly label: string };

/** The providers' configured options, as the loaders read them (lib/payment-options.server.ts). */
export type ProviderOptions = Partial<Record<BnplProvider, PaymentProviderOption>>;

/**
 * The view's opts are the viewer's own: the server sets a staff-only bit (Zip in store, another method) only for a
 * staff account (ADR 0029), so such a bit is what marks the viewer as staff here.
 */
export function viewerIsStaff(opts: number): boolean {
  return (
    hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.ZipInStore) ||
    hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.StaffOnlyOtherPaymentMethod)
  );
}

/** A provider's configured option (keyed by its 001 §3 method name: 'PayPal', 'AfterPay', 'Zip', 'Klarna', 'Humm'). */
export function providerOption(options: ProviderOptions | null, provider: RedirectProvider) {
  return options?.[REDIRECT_PROVIDER_OPTIONS[provider].method as BnplProvider] ?? null;
}

/**
 * The methods offered, in the spec's order: the card always; a provider when the opts allow it and its configured
 * range holds the amount charged now (the total, or the deposit); a provider outside its range, disabled, or without
 * configuration is not offered at all, as the server would refuse it. Zip in store for staff, within Zip's range;
 * 'Use Other Payment Method' and the credit account whenever the opts allow them (no gateway, no range).
 */
export function paymentChoices(
  opts: number,
  options: ProviderOptions | null,
  total: number,
): PaymentChoice[] {
  const choices: PaymentChoice[] = [];
  for (const o of visiblePaymentOptions(opts, viewerIsStaff(opts)).options) {
    if (o.flag === PAYMENT_OPTION_FLAGS.Default) choices.push({ kind: 'card', flag: o.flag, label: o.label });
    else if (o.flag === PAYMENT_OPTION_FLAGS.ZipInStore) {
      // The customer pays Zip from their app, so Zip's own range applies (as the server checks).
      if (isBnplAvailable(providerOption(options, 'zip'), total))
        choices.push({ kind: 'inStore', flag: o.flag, label: o.label });
    } else if (
      o.flag === PAYMENT_OPTION_FLAGS.StaffOnlyOtherPaymentMethod ||
      o.flag === PAYMENT_OPTION_FLAGS.CRAccount
    ) {
      choices.push({ kind: 'staff', flag: o.flag, label: o.label });
    } else {
      const provider = redirectProviderOf(o.flag);
      if (provider && isBnplAvailable(providerOption(options, provider), total)) {
        choices.push({ kind: 'provider', flag: o.flag, label: o.label, provider });
      }
    }
  }
  return choices;
}

/** The method to use: the chosen one while it is still offered, else the card (a total that left a range, say). */
export function effectiveChoice(choices: readonly PaymentChoice[], selected: number): PaymentChoice {
  return (
    choices.find((c) => c.flag === selected) ?? choices[0] ?? { kind: 'card', flag: 0, label: 'Credit Card' }
  );
}

export interface PayLater {
  readonly text: string;
  /** Four instalments with their due dates (Afterpay, Zip NZ). */
  readonly schedule: readonly { readonly amount: string; readonly due: string }[];
}

function scheduleLines(
  instalments: readonly Instalment[],
  copy: CheckoutCopy,
  dateLabel: (d: CalendarDate) => string,
) {
  return instalments.map((i) => ({
    amount: formatSmallPrice(i.amount),
    due:
      i.weeksFromToday === 0
        ? copy.dueToday
        : fillCopy(copy.dueOn, { date: dateLabel(toCalendarDate(i.dueDate)) }),
  }));
}

/** What a provider's panel says about paying later for this total (000 §9, 001 §9; wording ours where not quoted). */
export function payLaterFor(
  provider: RedirectProvider,
  input: {
    total: number;
    country: Country;
    today: CalendarDate;
    options: ProviderOptions | null;
    copy: CheckoutCopy;
    dateLabel: (d: CalendarDate) => string;
  },
): PayLater {
  const { total, country, today, copy, dateLabel } = input;
  const amount = formatSmallPrice(fourInstalmentAmount(total));
  const count = INSTALMENT_COUNT;
  switch (provider) {
    case 'paypal':
      return { text: fillCopy(copy.paypalPayLater, { count, amount }), schedule: [] };
    case 'afterpay':
      return {
        text: fillCopy(copy.afterpayPayLater, { count, amount }),
        schedule: scheduleLines(afterpaySchedule(total, today), copy, dateLabel),
      };
    case 'zip':
      if (country === 'NZ') {
        return {
          text: fillCopy(copy.zipNzPayLater, { count, amount }),
          schedule: scheduleLines(zipNzSchedule(total, today), copy, dateLabel),
        };
      }
      return {
        text: zipCopy(total, providerOption(input.options, 'zip')?.details?.repaymentPeriodMonths ?? 0),
        schedule: [],
      };
    case 'klarna':
      return { text: fillCopy(copy.klarnaPayLater, { count, amount }), schedule: [] };
    case 'humm':
      return { text: hummCopy(total), schedule: [] };
  }
}
