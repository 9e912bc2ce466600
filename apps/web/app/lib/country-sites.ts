import type { Country } from '@shop/domain';

const SUFFIX = { AU: '.com.au', NZ: '.co.nz' } as const satisfies Record<Country, string>;

/**
 * The same company's site for the other country, by swapping the country domain ('.com.au' ↔ '.co.nz'). Hosts
 * without a country domain (development, previews) have no sister site, so the popup link stays on this host.
 */
export function countrySiteOrigin(hostname: string, from: Country, to: Country): string {
  const host = hostname.toLowerCase();
  const swapped = host.endsWith(SUFFIX[from]) ? `${host.slice(0, -SUFFIX[from].length)}${SUFFIX[to]}` : host;
  return `https://${swapped}/`;
}
