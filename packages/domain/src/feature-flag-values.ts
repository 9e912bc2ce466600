// The remote feature flags' values and defaults (000 §7), without their schemas, so pages can read them without
// loading a validator (the schemas and the parsing of overrides are in feature-flags.ts; docs/decisions/0041).

import type { Country, ThemeId } from './themes.ts';

/** Every flag's value; the schemas in feature-flags.ts check the same shape. */
export interface FeatureFlags {
  chatWidgetEnabled: boolean;
  chatAppId: string;
  webConferenceEnabled: boolean;
  captchaSiteKey: string;
  captchaInvisibleSiteKey: string;
  referralMarket: string;
  referralDomain: string;
  referralCampaign: string;
  referralEnabled: boolean;
  countryCode: Country;
  supportNumber: string;
  showCalendarAtCheckoutOnLoad: boolean;
  quickLinks: { label: string; url: string }[];
  installmentProviders: string[];
  payPalDisclaimer: string;
  proFormaShippingBrands: string[];
  priceHistory: boolean;
  notifyMeCallbackExtended: boolean;
  tipEnabled: boolean;
  tipMessaging: string;
  leaveATipMessage: string;
  dealsClub: boolean;
  priceMatch: boolean;
  crossSell: boolean;
  googlePayExpress: boolean;
  oneTimePassword: boolean;
  areaTenPrimary: boolean;
  areaTenSecondary: boolean;
  callUsNow: boolean;
  newPromotions: boolean;
  checkoutExpandedProductSwap: boolean;
  compareHighlightDifferences: boolean;
  compareHighlightByDefault: boolean;
  compareReviewSummary: boolean;
  reviewSummaries: boolean;
}

export type FeatureFlagName = keyof FeatureFlags;
export type FeatureFlagOverrides = Partial<FeatureFlags>;

/** Every brand's starting point. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  chatWidgetEnabled: true,
  chatAppId: '',
  webConferenceEnabled: false,
  captchaSiteKey: '',
  captchaInvisibleSiteKey: '',
  referralMarket: 'au',
  referralDomain: '',
  referralCampaign: 'refer-a-friend',
  referralEnabled: true,
  countryCode: 'AU',
  supportNumber: '',
  showCalendarAtCheckoutOnLoad: false,
  quickLinks: [],
  installmentProviders: [],
  payPalDisclaimer: '',
  proFormaShippingBrands: [],
  priceHistory: true,
  notifyMeCallbackExtended: false,
  tipEnabled: false,
  tipMessaging: '',
  leaveATipMessage: '',
  dealsClub: false,
  priceMatch: true,
  crossSell: true,
  googlePayExpress: false,
  oneTimePassword: false,
  areaTenPrimary: false,
  areaTenSecondary: false,
  callUsNow: false,
  newPromotions: false,
  checkoutExpandedProductSwap: false,
  compareHighlightDifferences: true,
  compareHighlightByDefault: false,
  compareReviewSummary: true,
  reviewSummaries: true,
};

/**
 * Where brands start differently: the commercial brands sell to trade buyers (no price history to shop around with,
 * no price match, no refer a friend), the hardware brand offers no price match.
 */
export const BRAND_FEATURE_FLAGS: Readonly<Partial<Record<ThemeId, FeatureFlagOverrides>>> = {
  aoc: { priceHistory: false, priceMatch: false, referralEnabled: false },
  wac: { priceHistory: false, priceMatch: false, referralEnabled: false },
  hc: { priceMatch: false },
};

/**
 * A brand's flags: the defaults, the brand's own starting point, the site's country, the deployment's overrides
 * (every brand, then the brand's) and the run-time settings, each later one winning.
 */
export function resolveFeatureFlags(input: {
  theme: ThemeId;
  country: Country;
  deployment?: Partial<Record<ThemeId | '*', FeatureFlagOverrides>>;
  settings?: FeatureFlagOverrides;
}): FeatureFlags {
  return {
    ...DEFAULT_FEATURE_FLAGS,
    countryCode: input.country,
    referralMarket: input.country.toLowerCase(),
    ...BRAND_FEATURE_FLAGS[input.theme],
    ...input.deployment?.['*'],
    ...input.deployment?.[input.theme],
    ...input.settings,
  };
}
