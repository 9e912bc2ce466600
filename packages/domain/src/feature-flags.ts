// The remote feature flags of 000 §7 as one typed table: every flag has a type and a default, a brand may change a
// default, a deployment (one environment) may override any flag for every brand or for one, and the shop's settings
// may switch one at run time without a deploy (docs/decisions/0041-feature-flags.md).

import { z } from 'zod';
import type { FeatureFlagName, FeatureFlagOverrides, FeatureFlags } from './feature-flag-values.ts';
import { THEME_IDS, type ThemeId } from './themes.ts';

export * from './feature-flag-values.ts';

const text = z.string().max(500);
const QuickLink = z.object({ label: z.string().min(1).max(60), url: z.string().min(1).max(300) });

/** Each flag's schema; the spec names them, their values are the shop's own. */
export const FEATURE_FLAG_SCHEMAS = {
  /** The chat launcher and the app it opens (000 §4). */
  chatWidgetEnabled: z.boolean(),
  chatAppId: text,
  webConferenceEnabled: z.boolean(),
  /** The two captcha site keys (a visible and an invisible one). */
  captchaSiteKey: text,
  captchaInvisibleSiteKey: text,
  /** Refer a friend: the market, the site domain and the campaign its links carry. */
  referralMarket: text,
  referralDomain: text,
  referralCampaign: text,
  referralEnabled: z.boolean(),
  countryCode: z.enum(['AU', 'NZ']),
  supportNumber: text,
  showCalendarAtCheckoutOnLoad: z.boolean(),
  quickLinks: z.array(QuickLink).max(12),
  /** Which instalment providers the product page lists (an empty list: every one the site offers). */
  installmentProviders: z.array(z.string().max(20)).max(10),
  payPalDisclaimer: text,
  proFormaShippingBrands: z.array(z.string().max(60)).max(50),
  priceHistory: z.boolean(),
  notifyMeCallbackExtended: z.boolean(),
  tipEnabled: z.boolean(),
  tipMessaging: text,
  leaveATipMessage: text,
  dealsClub: z.boolean(),
  priceMatch: z.boolean(),
  crossSell: z.boolean(),
  googlePayExpress: z.boolean(),
  oneTimePassword: z.boolean(),
  areaTenPrimary: z.boolean(),
  areaTenSecondary: z.boolean(),
  callUsNow: z.boolean(),
  newPromotions: z.boolean(),
  checkoutExpandedProductSwap: z.boolean(),
  /** The compare page: its 'highlight differences' toggle, whether it starts on, and the review summary row. */
  compareHighlightDifferences: z.boolean(),
  compareHighlightByDefault: z.boolean(),
  compareReviewSummary: z.boolean(),
  reviewSummaries: z.boolean(),
} as const;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_SCHEMAS) as FeatureFlagName[];

/** The whole set, each flag checked by its schema (the same shape as the FeatureFlags type, checked below). */
export const FeatureFlagsSchema = z.object(FEATURE_FLAG_SCHEMAS);
/** Some flags, each checked by its schema; an unknown name is refused. */
export const FeatureFlagOverridesSchema = FeatureFlagsSchema.partial().strict();

// The schemas and the hand-written type must agree both ways.
type SchemaFlags = z.infer<typeof FeatureFlagsSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchType: Same<SchemaFlags, FeatureFlags> = true;
void schemasMatchType;

/**
 * A deployment's overrides, e.g. `{"*": {"dealsClub": true}, "hc": {"priceHistory": false}}`: `*` is every brand,
 * a theme id one brand, and the brand's entry wins. Throws with the key and the flag of anything it cannot use.
 */
export function parseFeatureFlagOverrides(
  json: string,
): Partial<Record<ThemeId | '*', FeatureFlagOverrides>> {
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('must be a JSON object');
  const out: Partial<Record<ThemeId | '*', FeatureFlagOverrides>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key !== '*' && !(THEME_IDS as readonly string[]).includes(key)) {
      throw new Error(`"${key}" is neither "*" nor a theme id (${THEME_IDS.join(', ')})`);
    }
    const result = FeatureFlagOverridesSchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where =
        issue?.path.join('.') ||
        ('keys' in (issue ?? {}) ? (issue as { keys: string[] }).keys.join(', ') : '');
      throw new Error(`"${key}": ${where} ${issue?.message ?? ''}`.replace(/\s+/g, ' ').trim());
    }
    out[key as ThemeId | '*'] = result.data;
  }
  return out;
}

/** The prefix of a setting that switches a flag at run time: `flag.<name>` or `flag.<theme>.<name>`. */
export const FLAG_SETTING_PREFIX = 'flag.';

/**
 * The run-time overrides among the shop's settings, for one brand: `flag.<name>` for every brand and
 * `flag.<theme>.<name>` for one (which wins). A value is JSON (`true`, `"text"`, `[...]`), or plain text for a text
 * flag. A value its flag's schema refuses is left out and reported through `reject`.
 */
export function flagOverridesFromSettings(
  settings: readonly { name: string; value: string }[],
  theme: ThemeId,
  reject: (name: string) => void = () => {},
): FeatureFlagOverrides {
  const everyBrand: Record<string, unknown> = {};
  const thisBrand: Record<string, unknown> = {};
  for (const { name, value } of settings) {
    if (!name.startsWith(FLAG_SETTING_PREFIX)) continue;
    const parts = name.slice(FLAG_SETTING_PREFIX.length).split('.');
    const [first, second] = parts;
    const target = parts.length === 1 ? everyBrand : parts.length === 2 && first === theme ? thisBrand : null;
    const flag = (parts.length === 1 ? first : second) as FeatureFlagName;
    if (!target) continue;
    if (!Object.hasOwn(FEATURE_FLAG_SCHEMAS, flag)) {
      reject(name);
      continue;
    }
    const parsed = FEATURE_FLAG_SCHEMAS[flag].safeParse(readSettingValue(value));
    const asText = FEATURE_FLAG_SCHEMAS[flag].safeParse(value);
    if (parsed.success) target[flag] = parsed.data;
    else if (asText.success) target[flag] = asText.data;
    else reject(name);
  }
  return { ...everyBrand, ...thisBrand } as FeatureFlagOverrides;
}

function readSettingValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
