import '../components/testing/polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvoicedOrder } from '@shop/contracts';
import { SIGNED_IN } from '../components/account/route-test-support.ts';
import { runLoader, statusOf } from '../test/catalogue.tsx';
import * as accountOrder from './account-order.tsx';

afterEach(cleanup);

const ID = '6f1c1f3e-8b7a-4c1e-9d2a-0a1b2c3d4e5f';
const ORDER: InvoicedOrder = {
  id: ID,
  orderNumber: 'W100123',
  placedAt: '2026-11-20T03:04:05.000Z',
  status: 'placed',
  itemCount: 3,
  total: 1399.5,
  lines: [
    { sku: 'FRIDGE-1', title: 'Quiet fridge', quantity: 2, price: 1300 },
    { sku: 'KETTLE-1', title: 'Kettle', quantity: 1, price: 99.5 },
  ],
  deliveryAddress: {
    firstName: 'Sam',
    lastName: 'Shopper',
    companyName: '',
    address: '1 Test Street',
    suburb: 'Richmond',
    state: 'VIC',
    postcode: '3121',
    country: 'AU',
    phone: '0412345678',
  },
  deliveryDate: '2026-12-10',
  canChangeDeliveryDate: true,
};
const PATH = `/api/account/order/invoiced/${ID}`;

async function renderOrder(order: InvoicedOrder) {
  const { result, thrown } = await runLoader(accountOrder.loader, {
    url: `/account/orders/${ID}`,
    params: { id: ID },
    answers: { [PATH]: order },
    cookie: SIGNED_IN,
  });
  if (thrown) throw thrown;
  const Stub = createRoutesStub([
    {
      path: '/account/orders/:id',
      Component: accountOrder.default as unknown as ComponentType,
      loader: () => result,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/account/orders/${ID}`]} />);
}

describe('account order page', () => {
  it('shows the lines, total and delivery day, with the way to change the day while it may be changed', async () => {
    await renderOrder(ORDER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order W100123' })).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    const fridge = within(items).getByRole('rowheader', { name: 'Quiet fridge' }).closest('tr')!;
    expect(
      within(fridge)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['FRIDGE-1', '2', '$1,300']);
    expect(screen.getByTestId('order-total').textContent).toBe('$1,399.50');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Delivery on Thursday 10 December 2026')).toBeTruthy();
    expect(within(delivery).getByRole('link', { name: 'Change delivery date' }).getAttribute('href')).toBe(
      '/customer/reschedule-delivery?orderNumber=W100123',
    );
    expect(within(delivery).getByText(/1 Test Street/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/account#orders-heading',
    );
  });

  it('says to call once the day is too close to change, and nothing when no day is booked', async () => {
    await renderOrder({ ...ORDER, canChangeDeliveryDate: false });
    expect(await screen.findByText(/can no longer be changed online\. Please call us on \S/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change delivery date' })).toBeNull();
    cleanup();
    await renderOrder({ ...ORDER, deliveryDate: null, canChangeDeliveryDate: false });
    expect(await screen.findByText('Your delivery date will be confirmed by our team.')).toBeTruthy();
    expect(screen.queryByText(/can no longer be changed/)).toBeNull();
  });

  it('answers 404 for an order the account does not have, and sends a signed-out visitor to sign in', async () => {
    const missing = Response.json(
      { status: 404, code: 'not_found', message: 'Order not found', errors: ['Order not found'] },
      { status: 404 },
    );
    const gone = await runLoader(accountOrder.loader, {
      url: `/account/orders/${ID}`,
      params: { id: ID },
      answers: { [PATH]: missing },
      cookie: SIGNED_IN,
    });
    expect(statusOf(gone.thrown)).toBe(404);
    const out = await runLoader(accountOrder.loader, {
      url: `/account/orders/${ID}`,
      params: { id: ID },
      answers: {},
    });
    expect(statusOf(out.thrown)).toBe(302);
  });
});
