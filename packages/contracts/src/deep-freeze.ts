/**
 * Freezes a value and every array and plain object in it, so a value shared between readers (a kept answer, a cached
 * read, loader data handed to every render) cannot be changed by one of them. Other objects (a Date, a Map) are frozen
 * themselves but not walked. Returns the value.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) {
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
