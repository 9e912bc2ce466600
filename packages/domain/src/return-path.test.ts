import { describe, expect, it } from 'vitest';
import { localReturnPath, returnPathOrHome } from './return-path.ts';

describe('return paths', () => {
  it('keeps a path of this origin, normalised', () => {
    expect(localReturnPath('/account')).toBe('/account');
    expect(localReturnPath(' /c/kitchen?brand=miele#top ')).toBe('/c/kitchen?brand=miele#top');
    expect(localReturnPath('/a/../b')).toBe('/b');
  });

  it('refuses every way out of the origin', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'account',
      '/\u0000x',
      '/\tevil',
      `/${'a'.repeat(2048)}`,
      '',
      null,
      undefined,
    ]) {
      expect(localReturnPath(bad)).toBeNull();
    }
  });

  it('reads an empty return address as the home page where that is asked for', () => {
    expect(returnPathOrHome('')).toBe('/');
    expect(returnPathOrHome(undefined)).toBe('/');
    expect(returnPathOrHome('/cart')).toBe('/cart');
    expect(returnPathOrHome('//evil')).toBeNull();
  });
});
