import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rescheduleAvailabilityFixture } from '../components/confirmation/fixtures.ts';
import { DateList } from '../components/confirmation/RescheduleForm.tsx';
import { RESCHEDULE_COPY } from '../copy/pages/confirmation.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE, statusOf } from '../test/catalogue.tsx';
import * as reschedule from './reschedule-delivery.tsx';

afterEach(cleanup);

const PATH = '/customer/reschedule-delivery';
const AVAIL = 'GET /api/checkout/reschedule?orderNumber=W1000001&token=t0k';
const POST = 'POST /api/checkout/reschedule';
const DATES = [
  { date: [2030, 7, 16] as [number, number, number], available: true, price: 0 },
  { date: [2030, 7, 17] as [number, number, number], available: false, price: 20 },
  { date: [2030, 7, 20] as [number, number, number], available: true, price: 35 },
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

/** Picks a day on the calendar (its button is named by date and price) and submits. */
/** The box that reports the change, once the action has answered. */
async function done(): Promise<string> {
  const text = await screen.findByText(/will now be delivered on/);
  return text.closest('[role="status"]')?.textContent ?? '';
}

async function pick(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
}

describe('reschedule delivery', () => {
  it("shows the checkout's calendar at the first available month, only available days enabled", async () => {
    show({ [AVAIL]: rescheduleAvailabilityFixture(DATES, { currentDeliveryDate: [2030, 7, 15] }) });
    const group = await screen.findByRole('group', { name: 'Available delivery dates' });
    expect(screen.getByText('Your delivery is booked for Monday 15 July 2030.')).toBeTruthy();
    expect(within(group).getByRole('heading', { name: 'July 2030' })).toBeTruthy();
    expect(
      within(group)
        .getByRole('button', { name: /16 July 2030, FREE$/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(group)
        .getByRole('button', { name: /20 July 2030, \$35$/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(group)
        .getByRole('button', { name: /17 July 2030, not available$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText(/^Order W1000001: choose another delivery date/)).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: /20 July 2030/ }));
    expect(within(group).getByRole('status').textContent).toMatch(/20 July 2030: \$35$/);
  });

  it('without scripts the dates are a radio list that posts the same value', () => {
    render(<DateList dates={[{ date: [2030, 7, 20], price: 35 }]} copy={RESCHEDULE_COPY} />);
    const radio = screen.getByRole('radio', { name: 'Saturday 20 July 2030 $35' });
    expect(radio.getAttribute('value')).toBe('2030-07-20');
    expect(screen.getByRole('group', { name: 'Available delivery dates' })).toBeTruthy();
  });

  it('posts the picked date with the token and shows a charged difference', async () => {
    const api = show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({
        body: { orderNumber: 'W1000001', deliveryDate: [2030, 7, 20], priceDifference: 25.5 },
      }),
    });
    await pick(/20 July 2030/);
    const status = await done();
    expect(status).toContain('Order W1000001 will now be delivered on Saturday 20 July 2030.');
    expect(status).toContain('The difference of $25.50 has been charged to your card.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderNumber: 'W1000001',
      token: 't0k',
      deliveryDate: [2030, 7, 20],
    });
  });

  it('shows a refund, or no change in price', async () => {
    show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({
        body: { orderNumber: 'W1000001', deliveryDate: [2030, 7, 16], priceDifference: -20 },
      }),
    });
    await pick(/16 July 2030/);
    expect(await done()).toContain('The difference of $20 has been refunded to your card.');
    cleanup();
    show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: () => ({ body: { orderNumber: 'W1000001', deliveryDate: [2030, 7, 16], priceDifference: 0 } }),
    });
    await pick(/16 July 2030/);
    expect(await done()).toContain('The delivery price has not changed.');
  });

  it('a date taken meanwhile, or a window that closed, says so and keeps the shopper on the page', async () => {
    show({
      [AVAIL]: rescheduleAvailabilityFixture(DATES),
      [POST]: refusal(400, 'delivery_date_unavailable'),
    });
    await pick(/16 July 2030/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That date is no longer available. Please choose another.',
    );
    expect(screen.getByRole('button', { name: /16 July 2030/ })).toBeTruthy();
    cleanup();
    show({ [AVAIL]: rescheduleAvailabilityFixture(DATES), [POST]: refusal(400, 'reschedule_closed') });
    await pick(/16 July 2030/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This delivery date can no longer be changed online. Please call us on 1300 000 000.',
    );
  });

  it('closed or without other dates: the words and the phone number, no form', async () => {
    show({ [AVAIL]: refusal(400, 'reschedule_closed') });
    expect((await screen.findByRole('alert')).textContent).toContain('can no longer be changed online');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show({ [AVAIL]: rescheduleAvailabilityFixture([{ date: [2030, 7, 17], available: false, price: 0 }]) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are no other delivery dates available for this order. Please call us on 1300 000 000.',
    );
  });

  it('an unknown order, or a link without an order number, is the not-found page; never cached', async () => {
    const unknown = await runLoader(reschedule.loader, {
      url: `${PATH}?orderNumber=W9&token=x`,
      answers: {},
    });
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
