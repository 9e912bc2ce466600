// 001 §3 and §4: the opts bitmask of the checkout view, the selected payment option and its analytics name.

/**
 * Default, PayPal, Zip and Afterpay carry the spec's values; the spec names the rest without values, so the free
 * bits are assigned in the spec's order (docs/decisions/0003-domain-readings.md). Our server is the only producer.
 */
export const PAYMENT_OPTION_FLAGS = {
  Default: 0,
  ZipInStore: 1,
  PayPal: 2,
  StaffOnlyOtherPaymentMethod: 4,
  CRAccount: 8,
  COD: 16,
  WarehouseStorageCharge: 32,
  UniqueRequirements: 64,
  ConnectRemove: 128,
  Zip: 256,
  DeliveryInstructions: 512,
  PaidInstalls: 1024,
  Afterpay: 2048,
  SetSalesperson: 4096,
  CashAndCarry: 8192,
  InstallationContact: 16384,
  WinningDeliveryServiceOverride: 32768,
  /** Not valued by the spec: the next free bits (docs/decisions/0029-buy-now-pay-later.md). */
  Klarna: 65536,
  Humm: 131072,
} as const;
export type PaymentOptionName = keyof typeof PAYMENT_OPTION_FLAGS;
export type PaymentOptionFlag = (typeof PAYMENT_OPTION_FLAGS)[PaymentOptionName];

/** Default (0) is always on: the credit card needs no bit. */
export function hasPaymentOption(opts: number, flag: PaymentOptionFlag): boolean {
  return flag === 0 || (opts & flag) === flag;
}

export function paymentOptionsFrom(names: readonly PaymentOptionName[]): number {
  return names.reduce((acc, n) => acc | PAYMENT_OPTION_FLAGS[n], 0);
}

/** 001 §3 payment method enumeration. */
export const PAYMENT_METHODS = [
  'None',
  'AfterPay',
  'Zip',
  'CreditCard',
  'PayPal',
  'Klarna',
  'ZipInStore',
  'Cash',
  'Humm',
  'ApplePay',
  'GooglePay',
  'PayPalBnpl',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * analytics payment_type (001 §4 names 0, 2, 256 and 2048; Klarna, Humm and Zip in store are our reading,
 * docs/decisions/0029-buy-now-pay-later.md).
 */
export const PAYMENT_TYPE_LABELS = {
  0: 'Credit Card',
  1: 'Zip In Store',
  2: 'Paypal',
  256: 'Zip',
  2048: 'Afterpay',
  65536: 'Klarna',
  131072: 'Humm',
} as const;

export function analyticsPaymentType(selectedPaymentOption: number): string | undefined {
  return (PAYMENT_TYPE_LABELS as Readonly<Record<number, string>>)[selectedPaymentOption];
}

/** The selectable options in display order, with the labels the spec quotes. */
export const SELECTABLE_PAYMENT_OPTIONS = [
  { flag: PAYMENT_OPTION_FLAGS.Default, label: 'Credit Card', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.PayPal, label: 'PayPal', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.Afterpay, label: 'Afterpay', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.Zip, label: 'Zip', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.Klarna, label: 'Klarna', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.Humm, label: 'Humm', staffOnly: false },
  { flag: PAYMENT_OPTION_FLAGS.ZipInStore, label: 'Pay with Zip App', staffOnly: true },
  {
    flag: PAYMENT_OPTION_FLAGS.StaffOnlyOtherPaymentMethod,
    label: 'Use Other Payment Method',
    staffOnly: true,
  },
  { flag: PAYMENT_OPTION_FLAGS.CRAccount, label: 'Credit Account', staffOnly: false },
] as const;

export interface VisiblePaymentOptions {
  readonly options: readonly (typeof SELECTABLE_PAYMENT_OPTIONS)[number][];
  /** The credit-card radio is hidden when no other method is allowed (the card panel shows alone). */
  readonly showCreditCardRadio: boolean;
}

export function visiblePaymentOptions(opts: number, isStaff: boolean): VisiblePaymentOptions {
  const options = SELECTABLE_PAYMENT_OPTIONS.filter(
    (o) => hasPaymentOption(opts, o.flag) && (!o.staffOnly || isStaff),
  );
  return { options, showCreditCardRadio: options.length > 1 };
}

export function isCardPayment(selectedPaymentOption: number): boolean {
  return selectedPaymentOption === PAYMENT_OPTION_FLAGS.Default;
}

export function isInStorePayment(selectedPaymentOption: number): boolean {
  return selectedPaymentOption === PAYMENT_OPTION_FLAGS.ZipInStore;
}

/**
 * The methods paid on a provider's hosted page (docs/decisions/0029-buy-now-pay-later.md): the shopper is sent to the
 * provider, approves or cancels there, and comes back to the checkout, which confirms with the storefront.
 */
export const REDIRECT_PROVIDERS = ['paypal', 'afterpay', 'zip', 'klarna', 'humm'] as const;
export type RedirectProvider = (typeof REDIRECT_PROVIDERS)[number];

export function isRedirectProvider(value: unknown): value is RedirectProvider {
  return typeof value === 'string' && (REDIRECT_PROVIDERS as readonly string[]).includes(value);
}

/** The selected payment option (a flag) of each hosted-page provider, and its name in 001 §3's method list. */
export const REDIRECT_PROVIDER_OPTIONS: Readonly<
  Record<
    RedirectProvider,
    { readonly flag: PaymentOptionFlag; readonly method: PaymentMethod; readonly label: string }
  >
> = {
  paypal: { flag: PAYMENT_OPTION_FLAGS.PayPal, method: 'PayPal', label: 'PayPal' },
  afterpay: { flag: PAYMENT_OPTION_FLAGS.Afterpay, method: 'AfterPay', label: 'Afterpay' },
  zip: { flag: PAYMENT_OPTION_FLAGS.Zip, method: 'Zip', label: 'Zip' },
  klarna: { flag: PAYMENT_OPTION_FLAGS.Klarna, method: 'Klarna', label: 'Klarna' },
  humm: { flag: PAYMENT_OPTION_FLAGS.Humm, method: 'Humm', label: 'Humm' },
};

/** The hosted-page provider a selected payment option means, or null (card, in-store and staff methods). */
export function redirectProviderOf(
  selectedPaymentOption: number | null | undefined,
): RedirectProvider | null {
  for (const p of REDIRECT_PROVIDERS)
    if (REDIRECT_PROVIDER_OPTIONS[p].flag === selectedPaymentOption) return p;
  return null;
}
