import { describe, expect, it } from 'vitest';
import { expiredLoginUrl, isSignedIn, isTokenFormat, LOGOUT_CLEARED_KEYS, tokenState } from './auth.ts';

describe('auth', () => {
  it.each([
    ['000 §5 token format: three dot-separated parts', 'a.b.c', true],
    ['000 §5 two parts is not a token', 'a.b', false],
    ['000 §5 an empty part is not a token', 'a..c', false],
    ['000 §5 not a string', null, false],
  ] as const)('%s', (_s, token, expected) => {
    expect(isTokenFormat(token)).toBe(expected);
  });

  it.each([
    [
      '000 §4 signed in with flag and both tokens',
      { loggedin: 'true', access_token: 'a', id_token: 'b' },
      true,
    ],
    ['000 §4 boolean flag', { loggedin: true, access_token: 'a', id_token: 'b' }, true],
    ['000 §4 missing id token', { loggedin: 'true', access_token: 'a' }, false],
    ['000 §4 missing flag', { access_token: 'a', id_token: 'b' }, false],
  ] as const)('%s', (_s, stored, expected) => {
    expect(isSignedIn(stored)).toBe(expected);
  });

  it.each([
    ['000 §4 under 900 ms left renews', 1899, 1000, 'renew'],
    ['000 §4 900 ms or more is valid', 1900, 1000, 'valid'],
    ['000 §4 expired forces logout', 1000, 1000, 'expired'],
  ] as const)('%s', (_s, exp, now, expected) => {
    expect(tokenState(exp, now)).toBe(expected);
  });

  it('001 §6 expired token goes to the login route with exp=true', () => {
    expect(expiredLoginUrl('/account/login')).toBe('/account/login?exp=true');
    expect(expiredLoginUrl('/login?a=1')).toBe('/login?a=1&exp=true');
  });

  it('000 §4 logout clears the three stored items', () => {
    expect(LOGOUT_CLEARED_KEYS).toEqual(['access_token', 'id_token', 'loggedin']);
  });
});
