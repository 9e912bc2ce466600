import { describe, expect, it } from 'vitest';
import {
  compareNoticeOf,
  compareRedirectTarget,
  readCompareForm,
  safeReturnTo,
  withoutCompareNotice,
} from './compare-intents.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('compare intents', () => {
  it('reads add and remove with a sku; anything else is refused', () => {
    expect(readCompareForm(form({ intent: 'add', sku: ' A-1 ' }))).toEqual({ intent: 'add', sku: 'A-1' });
    expect(readCompareForm(form({ intent: 'remove', sku: 'B/2' }))).toEqual({ intent: 'remove', sku: 'B/2' });
    expect(readCompareForm(form({ intent: 'toggle', sku: 'A' }))).toBeNull();
    expect(readCompareForm(form({ intent: 'add', sku: ' ' }))).toBeNull();
    expect(readCompareForm(form({ intent: 'add', sku: 'x'.repeat(65) }))).toBeNull();
  });

  it('keeps returnTo only when it is a path on this site', () => {
    expect(safeReturnTo('/c/fridges?brand=Polar#top')).toBe('/c/fridges?brand=Polar');
    expect(safeReturnTo('/')).toBe('/');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      'javascript:alert(1)',
      '',
      null,
      42,
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
    // Dot segments still resolve on this origin: a path, not a host.
    expect(
      new URL(compareRedirectTarget('/.//evil.example', null, null), 'https://shop.example').origin,
    ).toBe('https://shop.example');
  });

  it('takes the notice flag out of a path and leaves the rest of the query as it was', () => {
    expect(withoutCompareNotice('/compare?sku=a~b&compare=limit')).toBe('/compare?sku=a~b');
    expect(withoutCompareNotice('/products?compare=error')).toBe('/products');
    expect(withoutCompareNotice('/products?brand=A%20B,C&comparer=1')).toBe(
      '/products?brand=A%20B,C&comparer=1',
    );
    expect(compareRedirectTarget('/products?sort=price', 'limit', 'A B')).toBe(
      '/products?sort=price&compare=limit#compare-A_B',
    );
  });

  it('reads the notice from a query', () => {
    expect(compareNoticeOf('?compare=limit')).toBe('limit');
    expect(compareNoticeOf('?compare=error&x=1')).toBe('error');
    expect(compareNoticeOf('?compare=other')).toBeNull();
    expect(compareNoticeOf('')).toBeNull();
  });
});
