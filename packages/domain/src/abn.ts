// The Australian Business Number check digit rule (the ATO's published algorithm): registration takes an ABN (000 §3).

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN as its 11 digits: spaces (as it is usually written, `51 824 753 556`) dropped; anything else kept. */
export function normaliseAbn(value: string): string {
  return value.replace(/\s+/g, '');
}

/** 11 digits whose weighted sum, after taking 1 from the first digit, divides by 89. */
export function isValidAbn(value: string): boolean {
  const digits = normaliseAbn(value);
  if (!/^\d{11}$/.test(digits) || digits.startsWith('0')) return false;
  let sum = 0;
  for (let i = 0; i < 11; i += 1) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0;
}
