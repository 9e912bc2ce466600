/**
 * `read`, with its answers kept for the last `size` different inputs, the oldest going first. For readings a request
 * repeats that depend on their input alone (a header's meaning, a host's site): work every request paid for, while
 * the bound keeps a stream of made-up inputs from growing the map.
 */
export function keepReadings<T>(size: number, read: (input: string) => T): (input: string) => T {
  return keepReadingsBy(size, (input: string) => input, read);
}

/**
 * The same for an input of several parts: `keyOf` names the input (two inputs with the same key must read alike), and
 * `read` is given the input itself, so it need not take the key apart again.
 */
export function keepReadingsBy<I, T>(
  size: number,
  keyOf: (input: I) => string,
  read: (input: I) => T,
): (input: I) => T {
  const kept = new Map<string, T>();
  return (input) => {
    const key = keyOf(input);
    if (kept.has(key)) return kept.get(key) as T;
    const value = read(input);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}
