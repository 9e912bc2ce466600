import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { OpenTime, Store } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openingStatus, zonedClock } from '@shop/domain';
import { storeView } from '../../lib/stores-page.server.ts';
import { StoreDetail } from './StoreDetail.tsx';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const openTimes: OpenTime[] = DAYS.map((day) =>
  day === 'Sunday'
    ? { day, isOpen: false, openTime: null, closeTime: null }
    : { day, isOpen: true, openTime: '09:00', closeTime: day === 'Thursday' ? '21:00' : '17:30' },
);

export const storeFixture = (overrides: Partial<Store> = {}): Store => ({
  name: 'Richmond',
  storeUri: 'richmond',
  storeId: 12,
  address: '1 Swan St',
  suburb: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'AU',
  phone: '03 9000 0000',
  isAppointmentOnly: false,
  openTimes,
  thumbImg: null,
  virtualTourId: null,
  latitude: -37.8,
  longitude: 145,
  distance: null,
  nearestWarehouseLocationCode: null,
  ...overrides,
});

function renderDetail(store: Store, now = new Date('2026-11-23T01:00:00Z')) {
  const Page = () => <StoreDetail view={storeView(store, now)} companyName="Appliance Central" />;
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={['/stores/richmond']} />);
}

afterEach(cleanup);

describe('store detail', () => {
  it('lists the seven days Monday first with twelve-hour times', () => {
    renderDetail(storeFixture());
    const rows = within(screen.getByRole('table', { name: 'Opening hours' })).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent?.replace(' (today)', ''))).toEqual([...DAYS]);
    expect(rows[0]?.textContent).toContain('9:00am – 5:30pm');
    expect(rows[6]?.textContent).toContain('Closed');
  });

  it('marks today and shows the opening status (Monday 12:00 in Melbourne)', () => {
    renderDetail(storeFixture());
    expect(screen.getByText('Open now, closes at 5:30pm')).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Monday\s*\(today\)/ }).getAttribute('aria-current')).toBe(
      'date',
    );
  });

  it('opening status: before opening, after closing, and over the closed Sunday', () => {
    expect(openingStatus(openTimes, { day: 0, minutes: 8 * 60 }).text).toBe('Closed, opens at 9:00am today');
    expect(openingStatus(openTimes, { day: 3, minutes: 21 * 60 }).text).toBe(
      'Closed, opens at 9:00am tomorrow',
    );
    expect(openingStatus(openTimes, { day: 5, minutes: 18 * 60 }).text).toBe(
      'Closed, opens at 9:00am Monday',
    );
    expect(openingStatus(openTimes, { day: 3, minutes: 20 * 60 }).isOpenNow).toBe(true);
    expect(zonedClock(new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne')).toEqual({
      day: 0,
      minutes: 12 * 60,
    });
  });

  it("'Get Directions' is a maps search in a new tab", () => {
    renderDetail(storeFixture());
    const link = screen.getByRole('link', { name: /Get Directions/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const href = new URL(link.getAttribute('href')!);
    expect(href.hostname).toBe('www.google.com');
    expect(href.searchParams.get('query')).toBe('Appliance Central Richmond 1 Swan St Richmond VIC 3121');
  });

  it("'View Virtual Tour' only with a tour id; appointment-only note", () => {
    renderDetail(storeFixture());
    expect(screen.queryByRole('link', { name: 'View Virtual Tour' })).toBeNull();
    cleanup();
    renderDetail(storeFixture({ virtualTourId: 'vt-123', isAppointmentOnly: true }));
    expect(screen.getByRole('link', { name: 'View Virtual Tour' }).getAttribute('href')).toBe(
      '/virtual-tour/richmond',
    );
    expect(screen.getByText(/by appointment only/)).toBeTruthy();
  });
});
