import type { AvailabilityResponse, OrderConfirmation } from '@shop/contracts';

// Test data for the confirmation and reschedule pages.

const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Citizen',
  companyName: '',
  address: '1 Test Street',
  suburb: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'AU',
};

export function orderConfirmationFixture(overrides: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    cartId: 'cart-1',
    orderNumber: 'W1000001',
    status: 'placed',
    placedAt: '2026-07-01T02:00:00.000Z',
    email: 'jo@example.com',
    phone: '0412345678',
    lines: [
      {
        sku: 'WM-1001',
        title: 'Front Load Washer 8kg',
        brand: 'Acme',
        category: 'Washing Machines',
        quantity: 2,
        unitPrice: 999.5,
        lineDiscount: 0,
        warranty: { name: '3 year care', price: 99 },
        install: null,
        lineTotal: 1999,
        image: '/img/washer.jpg',
      },
    ],
    vouchers: [],
    deliveryDate: [2026, 7, 14],
    deliveryAddress: { ...ADDRESS, deliveryInstructions: 'Leave at the side gate' },
    billingAddress: ADDRESS,
    supplierDeliveries: [],
    deliveryServices: [],
    subTotal: 2098,
    discountTotal: 0,
    giftCardTotal: 0,
    shipping: 10.5,
    extras: 0,
    total: 2108.5,
    depositPaid: null,
    remainingPayment: null,
    paymentMethod: 'Credit Card (Visa ending 4242)',
    currency: 'AUD',
    canReschedule: true,
    ...overrides,
  };
}

export function rescheduleAvailabilityFixture(
  dates: AvailabilityResponse['availability']['dates'],
  overrides: Partial<AvailabilityResponse> = {},
): AvailabilityResponse {
  return {
    availability: { unavailable: false, dates },
    supplierAvailability: {},
    winningDeliveryServiceOverride: false,
    supplierErrors: [],
    cartId: 'cart-1',
    showNotifyIfAvailableSooner: false,
    deliveryServices: [],
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    deliveredBy: null,
    proformaOnly: false,
    ...overrides,
  };
}
