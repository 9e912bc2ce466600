import { isRegionCode, type RegionCode } from '@shop/domain';

export const REGION_PARAM = 'region_id';

/** The region code the address carries, if it is a known one (000 §5). */
export function regionFromSearch(search: string): RegionCode | null {
  const value = new URLSearchParams(search).get(REGION_PARAM);
  return isRegionCode(value) ? value : null;
}

/** The current address without region_id, or null when it has none. */
export function addressWithoutRegion(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(REGION_PARAM)) return null;
  url.searchParams.delete(REGION_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
