import { describe, expect, it } from 'vitest';
import {
  localityFullAddress,
  locationPopupCopy,
  shouldSearchSuburbs,
  shouldShowLocationPopup,
} from './locality.ts';

describe('locality', () => {
  it.each([
    ['000 §3 AU: postcode suburb, state', 'AU', '2000 Sydney, NSW'],
    ['001 §9 NZ combines suburb and postcode', 'NZ', 'Sydney 2000'],
  ] as const)('%s', (_s, country, expected) => {
    expect(localityFullAddress({ suburb: 'Sydney', postcode: '2000', state: 'NSW' }, country)).toBe(expected);
  });

  it.each([
    ['001 §5 suburb search only for more than 2 characters', 'Syd', true],
    ['001 §5 two characters do not search', 'Sy', false],
  ] as const)('%s', (_s, term, expected) => {
    expect(shouldSearchSuburbs(term)).toBe(expected);
  });

  it.each([
    [
      '000 §9 only when IP country differs',
      { ipCountry: 'NZ', siteCountry: 'AU', popupExpiryMs: null, nowMs: 0 },
      true,
    ],
    [
      '000 §9 not when the same',
      { ipCountry: 'AU', siteCountry: 'AU', popupExpiryMs: null, nowMs: 0 },
      false,
    ],
    [
      '000 §9 only AU or NZ IPs',
      { ipCountry: 'US', siteCountry: 'AU', popupExpiryMs: null, nowMs: 0 },
      false,
    ],
    [
      '000 §9 at most once per 24 hours',
      { ipCountry: 'nz', siteCountry: 'AU', popupExpiryMs: 100, nowMs: 99 },
      false,
    ],
    [
      '000 §9 again after the expiry',
      { ipCountry: 'NZ', siteCountry: 'AU', popupExpiryMs: 100, nowMs: 100 },
      true,
    ],
  ] as const)('%s', (_s, ctx, expected) => {
    expect(shouldShowLocationPopup(ctx)).toBe(expected);
  });

  it('000 §2 popup copy', () => {
    expect(locationPopupCopy('Appliance Central', 'NZ', 'AU')).toEqual({
      heading: 'We noticed you are from New Zealand',
      visit: 'Visit Appliance Central New Zealand',
      stay: 'Stay on Appliance Central Australia',
    });
  });
});
