// The staff product panel's margin band (issue 14, docs/decisions/0035 "Staff margin band"): what the shop keeps of a
// product's price after its cost. Staff only: neither the cost nor the band is ever sent to shoppers.

export type MarginBandLetter = 'A' | 'B' | 'C';

export interface MarginBand {
  readonly band: MarginBandLetter;
  /** (price − cost) / price in percent, rounded down to one decimal so it never reads as the band above. */
  readonly marginPercent: number;
}

/** Lowest margin, in percent, of bands A and B; anything lower (a loss too) is C. */
export const MARGIN_BAND_THRESHOLDS = { A: 30, B: 15 } as const;

/** The bands as the staff panel explains them. */
export const MARGIN_BAND_RULES: readonly { readonly band: MarginBandLetter; readonly meaning: string }[] = [
  { band: 'A', meaning: `${MARGIN_BAND_THRESHOLDS.A} % or more` },
  { band: 'B', meaning: `${MARGIN_BAND_THRESHOLDS.B} % to under ${MARGIN_BAND_THRESHOLDS.A} %` },
  { band: 'C', meaning: `under ${MARGIN_BAND_THRESHOLDS.B} %, or sold at a loss` },
];

const isWholeCents = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v);

/**
 * margin = (price − cost) / price: **A** at 30 % or more, **B** from 15 % to under 30 %, **C** under 15 % (a loss
 * included). null without a cost, or without a price to take a margin of (0: price on request). Amounts are cents.
 */
export function marginBand(
  priceCents: number | null | undefined,
  costCents: number | null | undefined,
): MarginBand | null {
  if (!isWholeCents(priceCents) || !isWholeCents(costCents) || priceCents <= 0 || costCents < 0) return null;
  const kept = priceCents - costCents;
  // Whole numbers only, so exactly 30 % and exactly 15 % land in the band they open.
  const band: MarginBandLetter =
    kept * 100 >= MARGIN_BAND_THRESHOLDS.A * priceCents
      ? 'A'
      : kept * 100 >= MARGIN_BAND_THRESHOLDS.B * priceCents
        ? 'B'
        : 'C';
  const marginPercent = Math.floor((kept * 1000) / priceCents) / 10;
  return { band, marginPercent };
}

/** 'Margin band A (34.5 %)'. */
export function formatMarginBand(margin: MarginBand): string {
  return `Margin band ${margin.band} (${margin.marginPercent.toFixed(1)} %)`;
}
