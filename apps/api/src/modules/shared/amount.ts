/** An amount a test expects to be shown: a hidden (null) one fails the test here rather than reading as 0. */
export function amount(value: number | null): number {
  if (value === null) throw new Error('expected an amount, got a hidden price (null)');
  return value;
}
