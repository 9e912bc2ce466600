import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { PASSWORD_MESSAGES, passwordProblem } from '@shop/domain';
import { AppError } from '@shop/server-kit';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), which meet OWASP's minimum; the parameters are
 * kept in each hash, so raising them later only affects new hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, checked when the e-mail is unknown so that a sign-in for a missing account takes
 * as long as one for a real account (no telling them apart by timing).
 */
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoy, password);
}

let common: Set<string> | null = null;
/** The list that ships with the service (lists/common-passwords.txt): common and breached passwords, lower-cased. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('../lists/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

/** Throws 'weak_password' with the rule's message when a new password does not meet it (NIST SP 800-63B). */
export function assertStrongPassword(password: string): void {
  const problem = passwordProblem(password, isCommonPassword);
  if (problem) throw new AppError('weak_password', [PASSWORD_MESSAGES[problem]]);
}
