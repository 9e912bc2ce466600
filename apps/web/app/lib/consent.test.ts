import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, forgetConsentRead, readConsent, useConsent, writeConsent } from './consent.ts';
import { act, renderHook } from '@testing-library/react';

function cookieReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  return vi
    .spyOn(document, 'cookie', 'get')
    .mockImplementation(() => descriptor.get!.call(document) as string);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = `${CONSENT_KEY}=; Path=/; Max-Age=0`;
  forgetConsentRead();
});

describe('consent', () => {
  it('reads the cookie once per page, however often the answer is asked for', () => {
    document.cookie = `${CONSENT_KEY}=declined; Path=/`;
    const reads = cookieReads();
    expect(readConsent()).toBe('declined');
    expect(readConsent()).toBe('declined');
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBe('declined');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('an answer given on this page is read back at once and its readers draw again', () => {
    expect(readConsent()).toBeNull();
    const { result } = renderHook(() => useConsent());
    act(() => writeConsent('accepted'));
    expect(result.current).toBe('accepted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(document.cookie).toContain(`${CONSENT_KEY}=accepted`);
  });

  it("another tab's answer reaches this page's readers", () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => {
      localStorage.setItem(CONSENT_KEY, 'accepted');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY, newValue: 'accepted' }));
    });
    expect(result.current).toBe('accepted');
    act(() => {
      localStorage.setItem(CONSENT_KEY, 'declined');
      window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: 'x' }));
    });
    expect(result.current).toBe('accepted');
  });
});
