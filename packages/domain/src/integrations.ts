// Third-party integrations of 000 §7 "Tracking and other scripts": which provider a configured key names, where its
// script comes from, and which origins the page's content security policy must allow for it. A provider whose key is
// not configured loads nothing and opens nothing in the policy (docs/decisions/0037-script-loader-and-consent.md).

/** The public keys that reach the browser. Secrets never do. */
export interface IntegrationKeys {
  /** ANALYTICS_KEY: a GA4 measurement id (G-…) or a tag-manager container id (GTM-…). */
  analyticsKey: string;
  /** SOCIAL_PIXEL_ID: the social-advertising pixel id (digits). */
  socialPixelId: string;
  /** MERCHANT_ID: the customer-reviews merchant id (badge and the order survey opt-in). */
  merchantId: string;
  /** CONSENT_BANNER: third-party scripts wait for the shopper's consent. */
  consentBanner: boolean;
}

export const NO_INTEGRATIONS: IntegrationKeys = {
  analyticsKey: '',
  socialPixelId: '',
  merchantId: '',
  consentBanner: false,
};

export type AnalyticsProvider = { kind: 'ga4'; id: string } | { kind: 'gtm'; id: string };

/** The provider an analytics key names, or null for an empty or unrecognised key (the caller only logs it). */
export function analyticsProvider(key: string): AnalyticsProvider | null {
  const id = key.trim();
  if (/^G-[A-Z0-9]{4,20}$/.test(id)) return { kind: 'ga4', id };
  if (/^GTM-[A-Z0-9]{4,12}$/.test(id)) return { kind: 'gtm', id };
  return null;
}

export const SOCIAL_PIXEL_ID_PATTERN = /^\d{6,20}$/;
export const MERCHANT_ID_PATTERN = /^\d{1,20}$/;
/** Chat app ids are short lowercase letter-and-digit codes. */
export const CHAT_APP_ID_PATTERN = /^[a-z0-9]{4,20}$/;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const SOCIAL_PIXEL_ORIGIN = 'https://connect.facebook.net';
export const REVIEWS_ORIGIN = 'https://apis.google.com';
export const CHAT_WIDGET_ORIGIN = 'https://widget.intercom.io';

export function analyticsScriptUrl(provider: AnalyticsProvider): string {
  const file = provider.kind === 'ga4' ? 'gtag/js' : 'gtm.js';
  return `${TAG_MANAGER_ORIGIN}/${file}?id=${encodeURIComponent(provider.id)}`;
}
export const SOCIAL_PIXEL_SCRIPT_URL = `${SOCIAL_PIXEL_ORIGIN}/en_US/fbevents.js`;
export const REVIEWS_SCRIPT_URL = `${REVIEWS_ORIGIN}/js/platform.js`;
export function chatWidgetScriptUrl(appId: string): string {
  return `${CHAT_WIDGET_ORIGIN}/widget/${encodeURIComponent(appId)}`;
}

/** Origins one response's policy adds, per directive. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  font: string[];
}

/** The origins the configured providers need; none at all when no key is set. */
export function thirdPartyCspSources(keys: IntegrationKeys, chatAppId = ''): CspSources {
  const sources: CspSources = { script: [], connect: [], img: [], frame: [], font: [] };
  const add = (part: Partial<CspSources>) => {
    for (const [directive, origins] of Object.entries(part) as [keyof CspSources, string[]][]) {
      for (const origin of origins) if (!sources[directive].includes(origin)) sources[directive].push(origin);
    }
  };
  if (analyticsProvider(keys.analyticsKey)) {
    add({
      script: [TAG_MANAGER_ORIGIN],
      connect: [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      img: [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com'],
    });
  }
  if (SOCIAL_PIXEL_ID_PATTERN.test(keys.socialPixelId)) {
    add({ script: [SOCIAL_PIXEL_ORIGIN], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] });
  }
  if (MERCHANT_ID_PATTERN.test(keys.merchantId)) {
    add({
      script: [REVIEWS_ORIGIN],
      frame: [REVIEWS_ORIGIN, 'https://www.google.com'],
      img: ['https://www.gstatic.com'],
    });
  }
  if (CHAT_APP_ID_PATTERN.test(chatAppId)) {
    add({
      script: [CHAT_WIDGET_ORIGIN, 'https://js.intercomcdn.com'],
      connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
      img: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://*.intercom-attachments-1.com'],
      frame: ['https://intercom-sheets.com'],
      font: ['https://js.intercomcdn.com'],
    });
  }
  return sources;
}
