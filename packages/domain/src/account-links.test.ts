import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, accountLink } from './account-links.ts';

describe('account links', () => {
  it('puts the token in the query of the storefront page', () => {
    expect(accountLink('http://localhost:3000', 'confirmEmail', 'abc')).toBe(
      'http://localhost:3000/account/confirm-email?token=abc',
    );
    expect(accountLink('https://shop.example/', 'resetPassword', 'a+b/c')).toBe(
      'https://shop.example/account/reset-password?token=a%2Bb%2Fc',
    );
  });

  it('names the pages once', () => {
    expect(ACCOUNT_PAGES.callback).toBe('/account/callback');
  });
});
