import type { PaymentConfiguration, PaymentConfigurationV2 } from '@shop/contracts';
import type { BnplProvider } from '@shop/domain';

// 001 §7's two payment-configuration calls. The credit card and the hosted-page providers (PayPal, Afterpay, Zip,
// Klarna, Humm; docs/decisions/0029) take payments through the gateway; each provider only within its cart-total
// bounds, which the client reads (domain isBnplAvailable) and POST /api/checkout enforces. Amounts are dollars.

export interface ProviderBounds {
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
  { provider: 'AfterPay', isEnabled: true, minimumAmount: 1, maximumAmount: 2000 },
  { provider: 'Zip', isEnabled: true, minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 },
  { provider: 'PayPal', isEnabled: true, minimumAmount: 30, maximumAmount: 2000 },
  { provider: 'Klarna', isEnabled: true, minimumAmount: 35, maximumAmount: 2000 },
  { provider: 'Humm', isEnabled: true, minimumAmount: 1, maximumAmount: 2000 },
];

/** The bounds of a provider (by its 001 §3 method name); Zip in store takes Zip's. */
export function providerBounds(method: string): ProviderBounds | undefined {
  const provider = method === 'ZipInStore' ? 'Zip' : method;
  return PAYMENT_PROVIDERS.find((p) => p.provider === provider);
}

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
