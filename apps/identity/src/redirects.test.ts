import { describe, expect, it } from 'vitest';
import { allowedOrigin, safeReturnPath } from './redirects.ts';

describe('return addresses', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/account', '/account'],
    ['/p/fridge?colour=white#reviews', '/p/fridge?colour=white#reviews'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/ok\r\nSet-Cookie: x=1', null],
    ['/\t/evil.example', null],
    ['account', null],
    ['%2F%2Fevil.example', null],
  ] as const)('%j -> %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('allows only configured origins, exactly', () => {
    const allowed = ['http://localhost:3000', 'https://shop.example'];
    expect(allowedOrigin('http://localhost:3000', allowed)).toBe('http://localhost:3000');
    expect(allowedOrigin('https://shop.example/', allowed)).toBe('https://shop.example');
    expect(allowedOrigin('https://shop.example.evil', allowed)).toBeNull();
    expect(allowedOrigin('http://shop.example', allowed)).toBeNull();
    expect(allowedOrigin('', allowed)).toBeNull();
  });
});
