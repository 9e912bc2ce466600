// The visitor's country from their IP address, for the location popup (000 §2, §9) when no trusted proxy header says
// it: a table of IPv4 ranges in the CSV shape the free IP-to-country databases publish.

export interface GeoIpTable {
  /** The two-letter country of an IPv4 address (also IPv4-mapped IPv6), or null when the table does not hold it. */
  lookup(ip: string | undefined | null): string | null;
  readonly size: number;
}

interface Range {
  start: number;
  end: number;
  country: string;
}

/**
 * The address as an unsigned 32-bit number, or null when it is not a dotted IPv4 address (four parts of one to three
 * digits, each at most 255). Read character by character: it runs for every request's visitor country.
 */
export function ipv4ToNumber(ip: string): number | null {
  let value = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= ip.length; i++) {
    const code = i < ip.length ? ip.charCodeAt(i) : 46; // the end closes the last part like a dot
    if (code >= 48 && code <= 57) {
      if (++digits > 3) return null;
      part = part * 10 + (code - 48);
    } else if (code === 46) {
      if (digits === 0 || part > 255 || ++parts > 4) return null;
      value = value * 256 + part;
      part = 0;
      digits = 0;
    } else return null;
  }
  return parts === 4 ? value : null;
}

function cidrRange(cidr: string): { start: number; end: number } | null {
  const [address, bitsText] = cidr.split('/');
  const base = ipv4ToNumber(address ?? '');
  const bits = Number(bitsText);
  if (base === null || !/^\d{1,2}$/.test(bitsText ?? '') || bits > 32) return null;
  const size = 2 ** (32 - bits);
  const start = Math.floor(base / size) * size;
  return { start, end: start + size - 1 };
}

/**
 * Reads `cidr,CC` or `first,last,CC` lines (addresses dotted, or the numeric form some databases use); blank lines and
 * `#` comments are skipped. Throws with the line number of a line it cannot read, or of overlapping ranges.
 */
export function parseGeoIpCsv(text: string): GeoIpTable {
  const ranges: Range[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const fields = line.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));
    const country = fields.at(-1)?.toUpperCase() ?? '';
    const bounds =
      fields.length === 2
        ? cidrRange(fields[0]!)
        : fields.length === 3
          ? { start: addressOrNumber(fields[0]!), end: addressOrNumber(fields[1]!) }
          : null;
    if (
      !bounds ||
      bounds.start === null ||
      bounds.end === null ||
      bounds.start > bounds.end ||
      !/^[A-Z]{2}$/.test(country)
    ) {
      throw new Error(`line ${index + 1}: expected "cidr,CC" or "first,last,CC"`);
    }
    ranges.push({ start: bounds.start, end: bounds.end, country });
  });
  ranges.sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.start <= ranges[i - 1]!.end) throw new Error('the table has overlapping ranges');
  }
  return {
    size: ranges.length,
    lookup(ip) {
      const value = ipv4ToNumber((ip ?? '').replace(/^::ffff:/i, ''));
      if (value === null) return null;
      let low = 0;
      let high = ranges.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const range = ranges[mid]!;
        if (value < range.start) high = mid - 1;
        else if (value > range.end) low = mid + 1;
        else return range.country;
      }
      return null;
    },
  };
}

function addressOrNumber(text: string): number | null {
  if (/^\d{1,10}$/.test(text)) {
    const n = Number(text);
    return n <= 0xffffffff ? n : null;
  }
  return ipv4ToNumber(text);
}
