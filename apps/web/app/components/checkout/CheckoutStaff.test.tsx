import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutView } from '@shop/contracts';
import { PAYMENT_OPTION_FLAGS as F, toCalendarDate } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { axeViolations } from './checkout-axe.ts';
import { paymentConfigurationFixture, renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { placeOrder, postedOrder, ready, type } from './checkout-test-steps.ts';

// The staff section of the checkout page (001 §4 'Staff mode', 'Cash and carry', 'Locked customers'; ADR 0034).

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

const RICHMOND = { phone: '03 9428 1200', address: '550 Church Street', suburb: 'Richmond', postcode: '3121', state: 'VIC' };
const ALEXANDRIA = { phone: '02 9698 4100', address: "65 O'Riordan Street", suburb: 'Alexandria', postcode: '2015', state: 'NSW' };
const STAFF_OPTS = F.ZipInStore | F.StaffOnlyOtherPaymentMethod | F.SetSalesperson | F.CashAndCarry | F.WinningDeliveryServiceOverride;

function staffView(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return viewFixture({
    opts: STAFF_OPTS,
    stores: [
      { subdivision: 'alexandria', name: 'Alexandria', selected: false, location: ALEXANDRIA },
      { subdivision: 'richmond', name: 'Richmond', selected: true, location: RICHMOND },
    ],
    salesPeople: [
      { code: 'SP002', name: 'Jordan Lee', subdivision: 'alexandria', selected: true },
      { code: 'SP003', name: 'Maria Costa', subdivision: 'alexandria', selected: false },
      { code: 'SP004', name: 'Priya Natarajan', subdivision: 'richmond', selected: false },
      { code: 'SP001', name: 'Alex Staff', subdivision: 'richmond', selected: true },
    ],
    store: RICHMOND,
    ...overrides,
  });
}

const placed = {
  orderCompleted: true,
  success: true,
  paymentReference: null,
  redirectUrl: null,
  secure3DResponse: null,
  orderNumber: 'W100001',
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const input = (scope: ReturnType<typeof region>, label: string) =>
  scope.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const optionLabels = (s: HTMLSelectElement) => [...s.options].map((o) => o.textContent);
const cashAndCarry = () => screen.getByLabelText('Cash and carry') as HTMLInputElement;

async function staffCheckout(view = staffView()) {
  const api = renderCheckout(
    { 'GET /api/checkout/paymentconfiguration': paymentConfigurationFixture(), 'POST /api/checkout': placed },
    { view },
  );
  await ready();
  // The staff section's code comes on its own, after the page's (docs/decisions/0046).
  await screen.findByRole('region', { name: 'Staff-assisted order' });
  return api;
}

describe('staff-assisted checkout', () => {
  it("selects the staff member's store and salesperson, and offers only the chosen store's salespeople", async () => {
    await staffCheckout();
    expect(select('Store').value).toBe('richmond');
    expect(select('Salesperson').value).toBe('SP001');
    expect(optionLabels(select('Salesperson'))).toEqual(['Priya Natarajan (SP004)', 'Alex Staff (SP001)']);
    fireEvent.change(select('Store'), { target: { value: 'alexandria' } });
    expect(optionLabels(select('Salesperson'))).toEqual(['Jordan Lee (SP002)', 'Maria Costa (SP003)']);
    expect(select('Salesperson').value).toBe('SP002');
    expect(screen.getByLabelText('Assign order for Winning Services delivery')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Use Other Payment Method' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Credit Account' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('fills the delivery address from the store under cash and carry, hides the calendar, and restores it unticked', async () => {
    await staffCheckout();
    const delivery = region('Delivery address');
    fireEvent.click(cashAndCarry());
    expect(input(delivery, 'Street address').value).toBe('550 Church Street');
    expect(input(delivery, 'Suburb or postcode').value).toBe('Richmond');
    expect(input(delivery, 'Postcode').value).toBe('3121');
    for (const label of ['Street address', 'Suburb or postcode', 'State', 'Postcode'])
      expect(input(delivery, label).disabled, label).toBe(true);
    // The customer's name stays theirs to edit.
    expect(input(delivery, 'First name').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
    expect(screen.getByTestId('cash-and-carry-notice').textContent).toContain('Richmond');

    // Another store: its address.
    fireEvent.change(select('Store'), { target: { value: 'alexandria' } });
    expect(input(delivery, 'Street address').value).toBe("65 O'Riordan Street");

    fireEvent.click(cashAndCarry());
    expect(input(delivery, 'Street address').value).toBe('1 George St');
    expect(input(delivery, 'Suburb or postcode').value).toBe('SYDNEY');
    expect(input(delivery, 'Street address').disabled).toBe(false);
    await ready();
  });

  it('posts a cash-and-carry order with the store, salesperson, today and the other payment method', async () => {
    const api = await staffCheckout();
    fireEvent.change(select('Salesperson'), { target: { value: 'SP004' } });
    fireEvent.click(cashAndCarry());
    fireEvent.click(screen.getByRole('radio', { name: 'Use Other Payment Method' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    const today = toCalendarDate(new Date());
    expect(postedOrder(api)).toMatchObject({
      subdivision: 'richmond',
      salespersonCode: 'SP004',
      cashAndCarry: true,
      winningDeliveryServiceOverride: false,
      selectedPaymentOption: F.StaffOnlyOtherPaymentMethod,
      deliveryDate: [today.year, today.month, today.day],
      deliveryAddress: { firstName: 'Jo', address: '550 Church Street', suburb: 'Richmond', postcode: '3121', state: 'VIC' },
      encryptedValues: null,
    });
  });

  it('sends the Winning Services override to the calendar lookup and with the order', async () => {
    const api = await staffCheckout();
    fireEvent.click(screen.getByLabelText('Assign order for Winning Services delivery'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/checkout/avail' && (c.body as { winningDeliveryServiceOverride?: boolean }).winningDeliveryServiceOverride === true,
        ),
      ).toBe(true),
    );
  });

  it("keeps a locked customer's e-mail and phone read-only and still sends them; what the view leaves empty stays editable", async () => {
    const base = viewFixture().customer;
    const api = await staffCheckout(
      staffView({ customer: { ...base, email: 'grace@example.com', phone: '', locked: true, billingAddress: null } }),
    );
    const contact = region('Contact details');
    expect(input(contact, 'Email').disabled).toBe(true);
    expect(input(contact, 'Email').value).toBe('grace@example.com');
    expect(input(contact, 'Phone number').disabled).toBe(false);
    type('Phone number', '0499 111 222');
    fireEvent.click(cashAndCarry());
    fireEvent.click(screen.getByRole('radio', { name: 'Use Other Payment Method' }));
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api)).toMatchObject({ email: 'grace@example.com', phoneNumber: '0499 111 222' });
  });

  it("locks a customer's billing company and address where the view gives them", async () => {
    const base = viewFixture().customer;
    const billing = { ...base.shippingAddress!, companyName: 'Hopper Pty Ltd', address: '2 Account Ave' };
    const api = await staffCheckout(staffView({ customer: { ...base, locked: true, billingAddress: billing } }));
    expect((screen.getByLabelText('Billing address is the same as delivery') as HTMLInputElement).disabled).toBe(true);
    const area = region('Billing address');
    expect(input(area, 'Company name (optional)').disabled).toBe(true);
    expect(input(area, 'Street address').disabled).toBe(true);
    expect(input(area, 'First name').disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Use Other Payment Method' }));
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api)).toMatchObject({
      email: 'jo@example.com',
      billingAddress: { companyName: 'Hopper Pty Ltd', address: '2 Account Ave' },
    });
  });

  it("shows a shopper's checkout no staff section", async () => {
    renderCheckout({}, { view: viewFixture({ opts: F.PayPal }) });
    await ready();
    expect(screen.queryByTestId('checkout-staff')).toBeNull();
    expect(screen.queryByLabelText('Cash and carry')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Use Other Payment Method' })).toBeNull();
  });
});
