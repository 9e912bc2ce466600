import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rescheduleAvailabilityFixture } from '../components/confirmation/fixtures.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE, statusOf } from '../test/catalogue.tsx';
import * as reschedule from './reschedule-delivery.tsx';

afterEach(cleanup);

const PATH = '/customer/reschedule-delivery';
const AVAIL = 'GET /api/checkout/reschedule?orderNumber=W1000001&token=t0k';
const POST = 'POST /api/checkout/reschedule';
const DATES = [
  { date: [2026, 7, 14] as [number, number, number], available: true, price: 0 },
  { date: [2026, 7, 15] as [number, number, number], available: false, price: 20 },
  { date: [2026, 7, 18] as [number, number, number], available: true, price: 35 },
];
const refusal = (status: number, code: string) => () => ({
  status,
  body: { status, code, message: 'Invalid request. Please check your input.', errors: [] },
});

function show(answers: Parameters<typeof methodFetch>[0]) {
  const api = methodFetch(answers);
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: PATH,
        Component: reschedule.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: reschedule.loader as never,
        action: reschedule.action as never,
      },
    ],
    context,
  );
  render(<Stub initialEntries={[`${PATH}?orderNumber=W1000001&token=t0k`]} />);
  return api;
}

async function pick(name: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
}

describe('reschedule delivery', () => {
  it('lists only the available dates, with their prices, as a labelled radio group', async () => {
    show({ [AVAIL]: rescheduleAvailabilityFixture(DATES) });
    const group = await screen.findByRole('group', { name: 'Available delivery dates' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Tuesday 14 July 2026FREE',
      'Saturday 18 July 2026$35',
    ]);
    expect(screen.getByText(/^Order W1000001: choose another delivery date/)).toBeTruthy();
  });

  it('posts the picked date with the token and shows a charged difference', async () => {
    const api = show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({ body: { orderNumber: 'W1000001', deliveryDate: [2026, 7, 18], priceDifference: 25.5 } }),
    });
    await pick(/Saturday 18 July 2026/);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Order W1000001 will now be delivered on Saturday 18 July 2026.');
    expect(status.textContent).toContain('The difference of $25.50 has been charged to your card.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderNumber: 'W1000001',
      token: 't0k',
      deliveryDate: [2026, 7, 18],
    });
  });

  it('shows a refund, or no change in price', async () => {
    show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({ body: { orderNumber: 'W1000001', deliveryDate: [2026, 7, 14], priceDifference: -20 } }),
    });
    await pick(/Tuesday 14 July 2026/);
    expect((await screen.findByRole('status')).textContent).toContain(
      'The difference of $20 has been refunded to your card.',
    );
    cleanup();
    show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({ body: { orderNumber: 'W1000001', deliveryDate: [2026, 7, 14], priceDifference: 0 } }),
    });
    await pick(/Tuesday 14 July 2026/);
    expect((await screen.findByRole('status')).textContent).toContain('The delivery price has not changed.');
  });

  it('a date taken meanwhile, or a window that closed, says so and keeps the shopper on the page', async () => {
    show({ [AVAIL]: rescheduleAvailabilityFixture(DATES), [POST]: refusal(400, 'delivery_date_unavailable') });
    await pick(/Tuesday 14 July 2026/);
    expect((await screen.findByRole('alert')).textContent).toBe('That date is no longer available. Please choose another.');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    cleanup();
    show({ [AVAIL]: rescheduleAvailabilityFixture(DATES), [POST]: refusal(400, 'reschedule_closed') });
    await pick(/Tuesday 14 July 2026/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This delivery date can no longer be changed online. Please call us on 1300 000 000.',
    );
  });

  it('closed or without other dates: the words and the phone number, no form', async () => {
    show({ [AVAIL]: refusal(400, 'reschedule_closed') });
    expect((await screen.findByRole('alert')).textContent).toContain('can no longer be changed online');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show({ [AVAIL]: rescheduleAvailabilityFixture([{ date: [2026, 7, 15], available: false, price: 0 }]) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are no other delivery dates available for this order. Please call us on 1300 000 000.',
    );
  });

  it('an unknown order, or a link without an order number, is the not-found page; never cached', async () => {
    const unknown = await runLoader(reschedule.loader, { url: `${PATH}?orderNumber=W9&token=x`, answers: {} });
    expect(statusOf(unknown.thrown)).toBe(404);
    const none = await runLoader(reschedule.loader, { url: PATH, answers: {} });
    expect(statusOf(none.thrown)).toBe(404);
    expect(reschedule.headers()).toEqual({ 'cache-control': 'no-store' });
    expect(reschedule.handle.pageType).toBe('rescheduleDelivery');
  });

  it('an empty choice never reaches the API', async () => {
    const api = methodFetch({});
    const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
    const request = new Request(`http://localhost${PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ orderNumber: 'W1000001' }),
    });
    const result = await reschedule.action({ request, context, params: {} } as never);
    expect(result).toEqual({ ok: false, error: 'Please choose a delivery date.' });
    expect(api.calls).toEqual([]);
  });
});
