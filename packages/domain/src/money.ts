import type { Country } from './themes.ts';

// Rules take dollars as numbers; the servers store integer cents and convert at the edge with these helpers.

export type Currency = 'AUD' | 'NZD';

export const CURRENCY_BY_COUNTRY = { AU: 'AUD', NZ: 'NZD' } as const satisfies Record<Country, Currency>;

export function currencyForCountry(country: Country): Currency {
  return CURRENCY_BY_COUNTRY[country];
}

/** Integer cents, rounding half away from zero; toFixed absorbs binary noise such as 1.005 * 100 = 100.4999… */
export function dollarsToCents(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * 100).toFixed(6)));
  return dollars < 0 ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function roundTo2(value: number): number {
  return centsToDollars(dollarsToCents(value));
}

export function floorTo2(value: number): number {
  return Math.floor(Number((value * 100).toFixed(6))) / 100;
}

const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type CentsStyle = 'whole-or-two' | 'up-to-two' | 'always-two';

function formatDollars(value: number, style: CentsStyle): string {
  const cents = Math.abs(dollarsToCents(value));
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  let fraction = '';
  if (style === 'always-two' || (rest !== 0 && style === 'whole-or-two'))
    fraction = `.${String(rest).padStart(2, '0')}`;
  else if (rest !== 0) fraction = `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  const sign = cents !== 0 && value < 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}${fraction}`;
}

export const PRICE_TEXT = { notAvailable: 'N/A', free: 'FREE' } as const;

export interface FormatPriceOptions {
  /** Text for a zero price; 'FREE' unless the caller says otherwise (e.g. 'Request Price'). */
  readonly zeroText?: string;
}

/** 000 §5 / 001 §9: '$1,299' for whole amounts, '$1,299.50' otherwise; null 'N/A'; zero 'FREE' by default. */
export function formatPrice(value: number | null | undefined, opts: FormatPriceOptions = {}): string {
  if (value == null || !Number.isFinite(value)) return PRICE_TEXT.notAvailable;
  if (dollarsToCents(value) === 0) return opts.zeroText ?? PRICE_TEXT.free;
  return formatDollars(value, 'whole-or-two');
}

/** 000 §5 small formatter: cents only when non-zero (two digits), a minus sign for negatives; zero is '$0'. */
export function formatSmallPrice(value: number): string {
  return formatDollars(value, 'whole-or-two');
}

/** 001 §9 shipping cost on confirmation: a 0-2 decimal currency format ('$10', '$10.5', '$10.25'). */
export function formatShippingPrice(value: number): string {
  return formatDollars(value, 'up-to-two');
}

/** '$X.XX' with exactly two decimals, as the deposit message quotes it (001 §5). */
export function formatFixed2(value: number): string {
  return formatDollars(value, 'always-two');
}

/** A plain decimal with two places and no symbol or grouping ('1299.50'), as structured data (schema.org) wants. */
export function formatDecimalAmount(value: number): string {
  const cents = dollarsToCents(value);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
