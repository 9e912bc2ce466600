// Password rule where the spec is silent: NIST SP 800-63B. A length floor, no composition rules, and a refusal of
// passwords found in lists of common or breached ones (the list itself is the identity service's data file, too big
// for the browser bundle, so the caller says whether a password is on it).

export const PASSWORD_MIN_LENGTH = 8;
/** Generous, as 800-63B asks (at least 64); bounded so a huge body cannot tie up the hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  common: 'This password is too common and easy to guess. Please choose another.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** What is wrong with a new password, or null. `isCommon` looks the password up in the list of common ones. */
export function passwordProblem(
  password: string,
  isCommon: (password: string) => boolean = () => false,
): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommon(password)) return 'common';
  return null;
}
