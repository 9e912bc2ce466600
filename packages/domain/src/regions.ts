/** 000 §9 region codes; region_id is accepted only when it is one of these (000 §5). */
export const REGION_CODES = {
  '2000': 'Sydney',
  '3000': 'Melbourne',
  '2600': 'Canberra',
  '4000': 'Brisbane',
  '5000': 'Adelaide',
  '6000': 'Perth',
  '7000': 'Hobart',
  '0800': 'Darwin',
} as const;
export type RegionCode = keyof typeof REGION_CODES;

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && Object.hasOwn(REGION_CODES, value);
}

/** The region query parameter is removed from the address after this delay (000 §9). */
export const REGION_PARAM_REMOVAL_MS = 500;
