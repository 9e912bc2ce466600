import { describe, expect, it } from 'vitest';
import { AppError } from '@shop/server-kit';
import { assertStrongPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows the common passwords of the shipped list, whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('plum kettle orbit')).toBe(false);
  });

  it('refuses short and common passwords with the rule message', () => {
    expect(() => assertStrongPassword('short')).toThrow(AppError);
    expect(() => assertStrongPassword('football1')).toThrow(/too common/);
    expect(() => assertStrongPassword('plum kettle orbit')).not.toThrow();
  });
});
