import type { PaymentConfiguration, PaymentConfigurationV2 } from '@shop/contracts';
import type { BnplProvider } from '@shop/domain';

// 001 §7's two payment-configuration calls. Only the credit card takes payments today (through the card gateway);
// the buy-now-pay-later providers are listed with their cart-total bounds but `isEnabled: false` until their issue
// (13) connects them, so a client that follows the spec's 'usable only when enabled' rule (domain isBnplAvailable)
// never offers them. Amounts are dollars.

interface ProviderBounds {
  readonly provider: 'CreditCard' | BnplProvider;
  readonly isEnabled: boolean;
  readonly minimumAmount: number;
  readonly maximumAmount: number;
  readonly repaymentPeriodMonths?: number;
}

/**
 * The credit card covers any order the shop takes; the bounds of the others are the ranges those providers offer
 * Australian merchants for instalments (Zip's longer plans are over 24 months).
 */
export const PAYMENT_PROVIDERS: readonly ProviderBounds[] = [
  { provider: 'CreditCard', isEnabled: true, minimumAmount: 0, maximumAmount: 100_000 },
  { provider: 'AfterPay', isEnabled: false, minimumAmount: 1, maximumAmount: 2000 },
  { provider: 'Zip', isEnabled: false, minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 },
  { provider: 'PayPal', isEnabled: false, minimumAmount: 30, maximumAmount: 2000 },
  { provider: 'Klarna', isEnabled: false, minimumAmount: 35, maximumAmount: 2000 },
  { provider: 'Humm', isEnabled: false, minimumAmount: 1, maximumAmount: 2000 },
];

export function paymentConfigurationV2(x509EncryptionKeys: Record<string, string>): PaymentConfigurationV2 {
  return {
    paymentConfigurations: PAYMENT_PROVIDERS.map((p) => ({
      provider: p.provider,
      isEnabled: p.isEnabled,
      minimumAmount: p.minimumAmount,
      maximumAmount: p.maximumAmount,
    })),
    x509EncryptionKeys,
  };
}

export function paymentConfiguration(): PaymentConfiguration {
  return {
    paymentOptions: Object.fromEntries(
      PAYMENT_PROVIDERS.map((p) => [
        p.provider,
        {
          isEnabled: p.isEnabled,
          details: {
            minimumAmount: p.minimumAmount,
            maximumAmount: p.maximumAmount,
            ...(p.repaymentPeriodMonths === undefined
              ? {}
              : { repaymentPeriodMonths: p.repaymentPeriodMonths }),
          },
        },
      ]),
    ),
  };
}
