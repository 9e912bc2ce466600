// Loader data that is plain data (strings, numbers, booleans, null, arrays and plain objects of them) crosses to the
// browser as one JSON string (docs/decisions/0082-plain-loader-data-as-json.md). React Router's stream encoding walks
// every value, key and object of loader data in script on both sides, which is what a page's navigation, site
// settings and listing cost most of it; the engine's own JSON.stringify and JSON.parse do the same work many times
// faster. Dates, Maps, promises and the like have no place in a JSON text: those stay in React Router's hands.

import { deepFreeze } from '@shop/contracts/deep-freeze';

declare const jsonTextOf: unique symbol;

/** The JSON text of a `T`; read it back with `fromJsonText`. */
export type JsonText<T> = string & { readonly [jsonTextOf]?: T };

// Each text read (or written) lately, with its value: a component reading loader data on every render gets the same
// object each time, and on the server the value written is handed back without parsing it again. At most LIMIT texts
// are kept (the one read longest ago goes first), so the memory stays bounded whatever pages are asked for.
const LIMIT = 64;
const values = new Map<string, unknown>();

function keep(text: string, value: unknown): void {
  values.delete(text);
  values.set(text, value);
  if (values.size > LIMIT) values.delete(values.keys().next().value!);
}

/**
 * `value` as JSON text. It must be plain data: what JSON cannot say (undefined in an array, a Date) is not kept. The
 * value is frozen, all the way down: the side that wrote it (the server) hands it to every render that reads the same
 * text, and none may change what another reads (as for the API's kept answers, ADR 0077).
 */
export function toJsonText<T>(value: T): JsonText<T> {
  const text = JSON.stringify(value);
  deepFreeze(value);
  keep(text, value);
  return text as JsonText<T>;
}

/** The value of a JSON text; the same object for the same text while it is kept. */
export function fromJsonText<T>(text: JsonText<T>): T {
  const value = (values.has(text) ? values.get(text) : JSON.parse(text)) as T;
  keep(text, value);
  return value;
}
