/**
 * `read`, with its answers kept for the last `size` different inputs, the oldest going first. For readings a request
 * repeats that depend on their input alone (a header's meaning, a host's site): work every request paid for, while
 * the bound keeps a stream of made-up inputs from growing the map.
 */
export function keepReadings<T>(size: number, read: (input: string) => T): (input: string) => T {
  const kept = new Map<string, T>();
  return (input) => {
    if (kept.has(input)) return kept.get(input) as T;
    const value = read(input);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(input, value);
    return value;
  };
}
