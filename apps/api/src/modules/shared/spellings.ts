/**
 * The spec writes some paths one way (a trailing slash, a capital) while clients call them another. Each spelling
 * answers alike; only the spec's own appears in the API document. Yields `[url, hide]` for each.
 */
export function spellings(documented: string, ...others: string[]): (readonly [url: string, hide: boolean])[] {
  return [[documented, false] as const, ...others.map((url) => [url, true] as const)];
}
