import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordLength, passwordProblem } from './passwords.ts';

describe('password rule (NIST SP 800-63B)', () => {
  it('asks for at least 8 characters and nothing about their kind', () => {
    expect(passwordProblem('short12')).toBe('tooShort');
    expect(passwordProblem('lowercaseonly')).toBeNull();
    expect(passwordProblem('12345678x')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('🔑🔑🔑🔑')).toBe(4);
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑')).toBe('tooShort');
  });

  it('bounds the length', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('refuses what the caller finds on the common list', () => {
    const common = new Set(['password1']);
    expect(passwordProblem('password1', (p) => common.has(p))).toBe('common');
    expect(passwordProblem('correct horse battery', (p) => common.has(p))).toBeNull();
  });
});
