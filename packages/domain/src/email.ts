// 001 §5: the checkout e-mail field uses the strict pattern; other places use the loose one (000 §5, 001 §5).

export const EMAIL_LIMITS = { min: 5, max: 254 } as const;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Local part, @, a domain with a dot. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length >= EMAIL_LIMITS.min && v.length <= EMAIL_LIMITS.max && EMAIL_PATTERN.test(v);
}

export function isLooseEmail(value: string): boolean {
  return LOOSE_EMAIL_PATTERN.test(value.trim());
}

/** Registration lower-cases the e-mail (000 §3). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
