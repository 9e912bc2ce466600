import { describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from './error-basics.ts';
import { signInErrorMessage } from './sign-in-errors.ts';

describe('sign-in page errors', () => {
  it('says the spec sentence for a wrong login and a clear one for a lock', () => {
    expect(signInErrorMessage('invalid_login')).toBe('Invalid login');
    expect(signInErrorMessage('account_locked')).toMatch(/locked .* 15 minutes/);
  });

  it('explains a sign-in through another service that did not finish', () => {
    expect(signInErrorMessage('external_login_denied')).toMatch(/cancelled/);
    expect(signInErrorMessage('external_email_unverified')).toMatch(/not confirmed your email/);
    expect(signInErrorMessage('unknown_provider')).toMatch(/not available/);
  });

  it('falls back to the identity default for anything else, and to nothing without a code', () => {
    expect(signInErrorMessage('toString')).toBe(IDENTITY_ERROR_MESSAGES.default);
    expect(signInErrorMessage('made_up')).toBe(IDENTITY_ERROR_MESSAGES.default);
    expect(signInErrorMessage(null)).toBeNull();
  });
});
