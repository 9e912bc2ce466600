import type { PaymentProviderOption } from '@shop/domain';

/**
 * Afterpay's limits until the web app can read the payment configuration (GET /api/checkout/paymentconfiguration is
 * not in the typed client yet; docs/decisions/0008-catalogue-pages.md). Replace with the configured options.
 */
export const INTERIM_AFTERPAY_OPTION: PaymentProviderOption = {
  isEnabled: true,
  details: { minimumAmount: 1, maximumAmount: 2000 },
};
