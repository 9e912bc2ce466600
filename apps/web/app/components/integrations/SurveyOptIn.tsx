import { useEffect } from 'react';
import type { OrderConfirmation } from '@shop/contracts';
import { thirdPartyAllowed, useConsent } from '../../lib/consent.ts';
import { offerSurveyOptIn, type SurveyOptIn as SurveyOrder } from '../../lib/integrations/customer-reviews.ts';
import { useNonce } from '../../lib/nonce.ts';
import { useShellData } from '../../lib/shell.ts';

function isoDate([year, month, day]: readonly number[]): string {
  const pad = (n: number | undefined, width: number) => String(n ?? 0).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function localToday(): string {
  const now = new Date();
  return isoDate([now.getFullYear(), now.getMonth() + 1, now.getDate()]);
}

/** 001 §3 "Survey opt-in payload"; an order collected in store is "delivered" today. */
export function surveyOrder(order: OrderConfirmation, siteCountry: string): SurveyOrder {
  return {
    orderId: order.orderNumber,
    email: order.email,
    deliveryCountry: order.deliveryAddress.country || siteCountry,
    estimatedDeliveryDate: order.deliveryDate ? isoDate(order.deliveryDate) : localToday(),
  };
}

/** The customer-reviews survey opt-in on the order confirmation (001 §7): only with a merchant id, after consent. */
export function SurveyOptIn({ order }: { order: OrderConfirmation }) {
  const { integrations, country } = useShellData();
  const consent = useConsent();
  const nonce = useNonce();
  const allowed = thirdPartyAllowed(integrations.consentBanner, consent);
  const payload = surveyOrder(order, country);
  const key = JSON.stringify(payload);
  useEffect(() => {
    if (!allowed) return;
    void offerSurveyOptIn(integrations.merchantId, JSON.parse(key) as SurveyOrder, nonce);
  }, [allowed, integrations.merchantId, key, nonce]);
  return null;
}
