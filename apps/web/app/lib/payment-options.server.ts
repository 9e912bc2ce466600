import type { ApiClient, PaymentConfiguration } from '@shop/contracts';
import type { BnplProvider, Country, DateInput, PaymentProviderOption } from '@shop/domain';
import { bnplLines, type BnplLine } from '../components/price/priceBlockData.ts';

/**
 * The buy-now-pay-later providers' settings as GET /api/checkout/paymentconfiguration gives them (000 §9): whether
 * each is enabled and its cart-total range, Zip with its repayment period. A provider the API leaves out is not
 * offered (domain isBnplAvailable).
 */
export type PaymentOptions = Partial<Record<BnplProvider, PaymentProviderOption>>;

const PROVIDERS: readonly BnplProvider[] = [
  'Klarna',
  'AfterPay',
  'PayPal',
  'Humm',
  'Zip',
  'ApplePay',
  'GooglePay',
];

export function toPaymentOptions(config: PaymentConfiguration): PaymentOptions {
  const out: PaymentOptions = {};
  for (const provider of PROVIDERS) {
    const option = config.paymentOptions[provider];
    if (!option) continue;
    const details = option.details;
    out[provider] = {
      isEnabled: option.isEnabled,
      details: details
        ? {
            minimumAmount: details.minimumAmount,
            maximumAmount: details.maximumAmount,
            ...(details.repaymentPeriodMonths === undefined
              ? {}
              : { repaymentPeriodMonths: details.repaymentPeriodMonths }),
            ...(details.offerExpiry === undefined ? {} : { offerExpiry: details.offerExpiry }),
          }
        : null,
    };
  }
  return out;
}

/** How long a read configuration is used before it is asked for again: it changes with a deployment, not a visit. */
export const PAYMENT_OPTIONS_TTL_MS = 5 * 60_000;

export interface PaymentOptionsCache {
  /** The options, read at most once per TTL (concurrent callers share one call); null when never read successfully. */
  get(load: () => Promise<PaymentConfiguration>): Promise<PaymentOptions | null>;
  clear(): void;
}

/**
 * One process-wide copy of the configuration: every page that shows pay-later copy needs it, and it is the same for
 * every shopper. A failed read keeps the last good copy (or none: the pages then leave the pay-later lines out).
 */
export function createPaymentOptionsCache(ttlMs = PAYMENT_OPTIONS_TTL_MS, now = () => Date.now()) {
  let value: { options: PaymentOptions; at: number } | null = null;
  let inFlight: Promise<PaymentOptions | null> | null = null;
  const cache: PaymentOptionsCache = {
    get(load) {
      if (value && now() - value.at < ttlMs) return Promise.resolve(value.options);
      if (inFlight) return inFlight;
      const stale = value?.options ?? null;
      const call = load().then(
        (config) => {
          const options = toPaymentOptions(config);
          value = { options, at: now() };
          return options;
        },
        () => stale,
      );
      const shared: Promise<PaymentOptions | null> = call.finally(() => {
        if (inFlight === shared) inFlight = null;
      });
      inFlight = shared;
      return shared;
    },
    clear() {
      value = null;
      inFlight = null;
    },
  };
  return cache;
}

export const paymentOptionsCache = createPaymentOptionsCache();

/** Loader helper: the configured options through the request's API client, from the process's copy when fresh. */
export function loadPaymentOptions(api: ApiClient): Promise<PaymentOptions | null> {
  return paymentOptionsCache.get(() => api.paymentConfiguration());
}

/**
 * The pay-later lines for an amount; none when no amount shows. Loaders await them with the page's own data: they sit
 * beside the price, and streamed after the first paint they pushed everything below them down when they arrived
 * (docs/decisions/0054-no-late-lines-above-the-fold.md). The configuration comes from the process's copy, so waiting
 * for it costs a read only when the copy is stale; a failed read gives no lines, never an error.
 */
export async function payLaterLines(
  options: Promise<PaymentOptions | null>,
  amount: number | null,
  country: Country,
  today: DateInput,
): Promise<BnplLine[]> {
  if (amount === null || !(amount > 0)) return [];
  return bnplLines(amount, country, await options, today);
}
