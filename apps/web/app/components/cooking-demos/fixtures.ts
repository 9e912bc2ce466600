import type { CookingDemo, CookingDemoEntry, CookingDemoList, Store } from '@shop/contracts';

/** A schema-valid demo for tests; override what the test is about. */
export function demoFixture(overrides: Partial<CookingDemo> = {}): CookingDemo {
  return {
    id: 7,
    title: 'Smeg pasta night',
    description: 'Fresh egg pasta, a slow-cooked sugo and a classic tiramisu on a Smeg freestanding cooker.',
    cookingDemoType: 2,
    cookingDemoSubEventType: 1,
    startDate: '2030-03-16T18:30:00',
    endDate: '2030-03-16T20:00:00',
    timeZone: 'Australia/Sydney',
    brand: { name: 'Smeg', uri: 'smeg' },
    store: {
      storeUri: 'alexandria',
      name: 'Alexandria',
      address: '1 Euston Road',
      suburb: 'Alexandria',
      state: 'NSW',
      postcode: '2015',
      phone: '02 9000 1234',
      country: 'AU',
    },
    capacity: 12,
    seatsAvailable: 5,
    availability: 0,
    waitListLength: 0,
    ...overrides,
  };
}

export function demoListFixture(
  demos: CookingDemo[],
  overrides: Partial<CookingDemoList> = {},
): CookingDemoList {
  return {
    demos,
    pageNo: 1,
    recordsPerPage: 12,
    totalRecords: demos.length,
    totalPages: Math.max(1, Math.ceil(demos.length / 12)),
    startDate: '2030-03-16T00:00:00',
    endDate: '2030-03-17T23:00:00',
    ...overrides,
  };
}

export function entryFixture(overrides: Partial<CookingDemoEntry> = {}): CookingDemoEntry {
  return {
    reference: 'CD-7KQ2MX',
    status: 'booked',
    rsvp: 'pending',
    seats: 2,
    firstName: 'Ada',
    waitListPosition: null,
    offerExpiresAt: null,
    demo: demoFixture(),
    ...overrides,
  };
}

/** The API's refusal body for a code and its sentence. */
export const refusal = (status: number, code: string, sentence: string) => () => ({
  status,
  body: { status, code, message: 'Invalid request. Please check your input.', errors: [sentence] },
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A schema-valid store (for the list's store filter). */
export function storeFixture(overrides: Partial<Store> = {}): Store {
  return {
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
    openTimes: DAYS.map((day) => ({ day, isOpen: true, openTime: '09:00', closeTime: '17:30' })),
    thumbImg: null,
    virtualTourId: null,
    latitude: -37.8,
    longitude: 145,
    distance: null,
    nearestWarehouseLocationCode: null,
    ...overrides,
  };
}
