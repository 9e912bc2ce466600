import type { Country } from './themes.ts';

// 000 §3, §5, §9 and 001 §5, §9: localities, location suggestions and the location popup.

export interface Locality {
  readonly suburb: string;
  readonly postcode: string;
  readonly state: string;
}

/** NZ: 'Suburb 1010'; elsewhere 'postcode suburb, state', e.g. '2000 Sydney, NSW'. */
export function localityFullAddress(l: Locality, country: Country): string {
  if (country === 'NZ') return `${l.suburb} ${l.postcode}`.trim();
  return `${l.postcode} ${l.suburb}, ${l.state}`.trim();
}

/** Checkout suburb search triggers only for more than 2 characters (001 §5). */
export function shouldSearchSuburbs(term: string): boolean {
  return term.trim().length > 2;
}

export const LOCATION_COPY = {
  title: 'Your delivery location',
  editTitle: 'Set Your Delivery Location',
  inputLabel: 'Delivery Postcode',
  placeholder: 'Enter delivery Postcode',
  empty: 'Please select your location.',
  change: 'Change delivery location',
  noResults: 'No Results Found',
  cannotShip: "*We can't ship to your location",
} as const;

export const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const satisfies Record<
  Country,
  string
>;

export const LOCATION_POPUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** At most once per 24 hours and only when the IP country (AU or NZ) differs from the site country (000 §9). */
export function shouldShowLocationPopup(ctx: {
  ipCountry: string | null | undefined;
  siteCountry: Country;
  popupExpiryMs: number | null | undefined;
  nowMs: number;
}): boolean {
  const ip = ctx.ipCountry?.toUpperCase();
  if (ip !== 'AU' && ip !== 'NZ') return false;
  if (ip === ctx.siteCountry) return false;
  return ctx.popupExpiryMs == null || ctx.nowMs >= ctx.popupExpiryMs;
}

/** 'We noticed you are from {country}' with the two choices (000 §2). */
export function locationPopupCopy(company: string, ipCountry: Country, siteCountry: Country) {
  return {
    heading: `We noticed you are from ${COUNTRY_NAMES[ipCountry]}`,
    visit: `Visit ${company} ${COUNTRY_NAMES[ipCountry]}`,
    stay: `Stay on ${company} ${COUNTRY_NAMES[siteCountry]}`,
  } as const;
}
