export const TRUNCATE_DEFAULT_LENGTH = 84;
export const ELLIPSIS = '...';

/** 000 §5: text longer than the limit is cut and gets an ellipsis; the limit counts the kept characters. */
export function truncate(text: string | null | undefined, max: number = TRUNCATE_DEFAULT_LENGTH): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}${ELLIPSIS}` : value;
}

const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** 000 §5 twelve-hour time: '17:30' → '5:30pm'. Anything that is not HH:MM comes back unchanged. */
export function toTwelveHourTime(value: string): string {
  const m = HH_MM.exec(value.trim());
  if (!m) return value;
  const hours = Number(m[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${m[2]}${suffix}`;
}

/** City names are title-cased on product pages (000 §2): 'NORTH SYDNEY' → 'North Sydney'. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(/(^|[\s\-'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Splits into groups of the given sizes; what is left becomes one group ('rest') or further groups of `then` characters.
 * Shared by phone display (4-3-rest, 2-4-rest) and card numbers (4-6-5, 4-6-4, fours).
 */
export function groupChars(value: string, sizes: readonly number[], then: number | 'rest' = 'rest'): string {
  const parts: string[] = [];
  let i = 0;
  for (const size of sizes) {
    if (i >= value.length) break;
    parts.push(value.slice(i, i + size));
    i += size;
  }
  if (then === 'rest') {
    if (i < value.length) parts.push(value.slice(i));
  } else {
    for (; i < value.length; i += then) parts.push(value.slice(i, i + then));
  }
  return parts.join(' ');
}
