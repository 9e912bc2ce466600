import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { orderConfirmationFixture } from '../components/confirmation/fixtures.ts';
import { OrderConfirmationView } from '../components/confirmation/OrderConfirmationView.tsx';
import { CONFIRMATION_COPY } from '../copy/pages/confirmation.ts';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as confirmation from './confirmation.tsx';

afterEach(cleanup);

const PATH = '/customer/confirmation';
const api = (id: string) => `/api/checkout/confirmation?id=${encodeURIComponent(id)}`;

const SIGNED_IN = 'loggedin=true; shop_access_token=a.b.c; shop_id_token=d.e.f';

function show(order = orderConfirmationFixture()) {
  return renderRoute(confirmation, {
    path: PATH,
    url: `${PATH}?id=${order.cartId}`,
    answers: { [api(order.cartId)]: order },
  });
}

/** The text of the <dd> that a <dt> names, within a section. */
function fact(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('order confirmation', () => {
  it('shows the order number, lines, delivery, payment and totals', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('W1000001');
    expect(screen.getByText('We have sent a confirmation to jo@example.com.')).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(within(items).getByText('Front Load Washer 8kg')).toBeTruthy();
    expect(within(items).getByText(/Qty 2/).textContent).toContain('$999.50 each');
    expect(within(items).getByText('Warranty: 3 year care ($99)')).toBeTruthy();
    expect(within(items).getByText('$1,999')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(fact(delivery, 'Delivery date')).toBe('Tuesday 14 July 2026 · $10.5');
    expect(fact(delivery, 'Delivery address')).toContain('1 Test Street');
    expect(fact(delivery, 'Delivery address')).toContain('Richmond VIC 3121');
    expect(fact(delivery, 'Delivery instructions')).toBe('Leave at the side gate');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Payment method')).toBe('Credit Card (Visa ending 4242)');
    expect(within(payment).queryByText('Deposit paid')).toBeNull();
    expect(screen.getByTestId('confirmation-shipping').textContent).toBe('$10.5');
    expect(screen.getByTestId('confirmation-total').textContent).toBe('$2,108.50');
  });

  it('001 §9: shipping in the 0-2 decimal format, FREE at zero', async () => {
    show(orderConfirmationFixture({ shipping: 25 }));
    expect((await screen.findByTestId('confirmation-shipping')).textContent).toBe('$25');
    cleanup();
    show(orderConfirmationFixture({ shipping: 12.25 }));
    expect((await screen.findByTestId('confirmation-shipping')).textContent).toBe('$12.25');
    cleanup();
    show(orderConfirmationFixture({ shipping: 0 }));
    expect((await screen.findByTestId('confirmation-shipping')).textContent).toBe('FREE');
  });

  it('lists gift vouchers, and no delivery for an order of vouchers only', async () => {
    const voucher = { value: 100, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', senderName: 'Jo' };
    show(orderConfirmationFixture({ lines: [], vouchers: [voucher], deliveryDate: null, shipping: 0, total: 100 }));
    const items = await screen.findByRole('region', { name: 'Your items' });
    expect(within(items).getByText('Gift voucher $100 for Grace Hopper')).toBeTruthy();
    expect(within(items).getByText('E-mailed to grace@example.com with its code · from Jo')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    expect(screen.queryByTestId('confirmation-shipping')).toBeNull();
    cleanup();
    show(orderConfirmationFixture({ vouchers: [voucher] }));
    expect(await screen.findByText('Gift voucher $100 for Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Delivery' })).toBeTruthy();
  });

  it('a cash-and-carry order shows the store it was collected from, not a delivery', async () => {
    show(orderConfirmationFixture({ cashAndCarry: true, deliveryDate: null, shipping: 0 }));
    const collection = await screen.findByRole('region', { name: 'Collection' });
    expect(within(collection).getByTestId('confirmation-delivery-date').textContent).toBe(
      CONFIRMATION_COPY.collected,
    );
    expect(fact(collection, 'Store')).toContain(orderConfirmationFixture().deliveryAddress.address);
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    expect(screen.queryByText(CONFIRMATION_COPY.noDeliveryDate)).toBeNull();
  });

  it('shows the deposit paid and what remains', async () => {
    show(orderConfirmationFixture({ depositPaid: 700, remainingPayment: 1408.5 }));
    expect((await screen.findByTestId('confirmation-deposit')).textContent).toBe('$700');
    expect(screen.getByTestId('confirmation-remaining').textContent).toBe('$1,408.50');
  });

  it('an order the gift cards paid in full: gift card, a $0 total', async () => {
    show(orderConfirmationFixture({ paymentMethod: 'Gift card', giftCardTotal: 2108.5, total: 0 }));
    expect((await screen.findByTestId('confirmation-payment-method')).textContent).toBe('Gift card');
    expect(screen.getByText('−$2,108.50')).toBeTruthy();
    expect(screen.getByTestId('confirmation-total').textContent).toBe('$0');
  });

  it("offers 'Change delivery date' to the signed-in owner only while the date may change", async () => {
    const way = async (order: ReturnType<typeof orderConfirmationFixture>, cookie?: string) => {
      const { result } = await runLoader(confirmation.loader, {
        url: `${PATH}?id=${order.cartId}`,
        answers: { [api(order.cartId)]: order },
        ...(cookie ? { cookie } : {}),
      });
      return (result as { reschedule: unknown }).reschedule;
    };
    const href = '/customer/reschedule-delivery?orderNumber=W1000001';
    expect(await way(orderConfirmationFixture(), SIGNED_IN)).toEqual({ href });
    expect(await way(orderConfirmationFixture())).toBe('email');
    expect(await way(orderConfirmationFixture({ canReschedule: false }), SIGNED_IN)).toBeNull();
    render(
      <MemoryRouter>
        <OrderConfirmationView
          order={orderConfirmationFixture()}
          reschedule={{ href }}
          copy={CONFIRMATION_COPY}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Change delivery date' });
    expect(link.getAttribute('href')).toBe(href);
  });

  it("gives a guest the order e-mail's signed link, which the API shows only to the order's own browser", async () => {
    const rescheduleUrl = '/customer/reschedule-delivery?orderNumber=W1000001&token=signed';
    show(orderConfirmationFixture({ rescheduleUrl }));
    const link = await screen.findByRole('link', { name: 'Change delivery date' });
    expect(link.getAttribute('href')).toBe(rescheduleUrl);
    expect(
      screen.queryByText('To change your delivery date, use the link in the e-mail we sent you.'),
    ).toBeNull();
    // Once the date may no longer change, the link is gone even if one were sent.
    cleanup();
    show(orderConfirmationFixture({ rescheduleUrl, canReschedule: false }));
    await screen.findByTestId('order-number');
    expect(screen.queryByRole('link', { name: 'Change delivery date' })).toBeNull();
  });

  it("points a guest to the order e-mail's signed link when the API gives none", async () => {
    show();
    expect(
      await screen.findByText('To change your delivery date, use the link in the e-mail we sent you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change delivery date' })).toBeNull();
  });

  it('lists supplier deliveries and delivery services', async () => {
    show(
      orderConfirmationFixture({
        supplierDeliveries: [{ supplier: 'Miele Direct', date: [2026, 7, 20], price: 0 }],
        deliveryServices: [{ sku: 'SRV-CR', title: 'Connect and remove', price: 49 }],
        extras: 49,
      }),
    );
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(fact(delivery, 'Delivered by Miele Direct')).toBe('Monday 20 July 2026 · FREE');
    expect(fact(delivery, 'Delivery services')).toBe('Connect and remove · $49');
  });

  it('is noindex and never cached', async () => {
    const order = orderConfirmationFixture();
    const { result } = await runLoader(confirmation.loader, {
      url: `${PATH}?id=${order.cartId}`,
      answers: { [api(order.cartId)]: order },
    });
    expect((result as { seo: { noIndex: boolean } }).seo.noIndex).toBe(true);
    expect(confirmation.headers()).toEqual({ 'cache-control': 'no-store' });
    expect(confirmation.handle.pageType).toBe('orderConfirmation');
  });

  it("someone else's or an unknown cart id, or none, is the not-found page with a 404", async () => {
    const unknown = await runLoader(confirmation.loader, { url: `${PATH}?id=nope`, answers: {} });
    expect(statusOf(unknown.thrown)).toBe(404);
    const none = await runLoader(confirmation.loader, { url: PATH, answers: {} });
    expect(statusOf(none.thrown)).toBe(404);
    expect(none.api.calls).toEqual([]);
  });
});
