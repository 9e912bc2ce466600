import { z } from 'zod';

// Postgres refuses NUL in text ('invalid byte sequence'), which would surface as a 500; other control characters
// never occur in a slug, sku, uri or name. Such input is the client's mistake: a 400 naming the field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL.test(value);
}

/** A path or query text of at most `max` characters without control characters. */
export function cleanText(max: number, min = 1) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((v) => !hasControlChars(v), { message: 'must not contain control characters' });
}
