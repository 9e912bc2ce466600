import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';
import { demoFixture, entryFixture, refusal } from '../components/cooking-demos/fixtures.ts';
import { setBrowserApi } from '../lib/browser-api.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE, statusOf } from '../test/catalogue.tsx';
import * as demoRoute from './cooking-demo.tsx';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
});

const DEMO = 'GET /api/v2/cookingdemo/7';
const BOOK = 'POST /api/v2/cookingdemo/booking';
const WAIT = 'POST /api/v2/cookingdemo/wait-list';

/** The page with scripts: its clientAction sends the form through the browser's client. */
function show(answers: Parameters<typeof methodFetch>[0], action: 'client' | 'server' = 'client') {
  const api = methodFetch(answers);
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/cooking-demos/:id',
        Component: demoRoute.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: demoRoute.loader as never,
        action: (action === 'client' ? demoRoute.clientAction : demoRoute.action) as never,
      },
    ],
    context,
  );
  render(<Stub initialEntries={['/cooking-demos/7']} />);
  return api;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const ADA = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'E-mail': 'ada@example.com',
  Phone: '0412 345 678',
};

describe('a cooking demo page', () => {
  it('shows the demo: when (store clock), where with a link to the store, brand, type, session, seats', async () => {
    show({ [DEMO]: demoFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smeg pasta night' })).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About this demo' });
    expect(about.textContent).toContain('Saturday 16 March 2030, 6:30pm to 8:00pm (Sydney time)');
    expect(about.textContent).toContain('1 Euston Road, Alexandria NSW 2015');
    expect(within(about).getByRole('link', { name: 'Alexandria' }).getAttribute('href')).toBe(
      '/stores/alexandria',
    );
    expect(within(about).getByRole('link', { name: '02 9000 1234' }).getAttribute('href')).toBe(
      'tel:0290001234',
    );
    expect(about.textContent).toContain('Open to everyone');
    expect(about.textContent).toContain('Cooking class');
    expect(about.textContent).toContain('5 of 12 left');
    // Open to everyone: no order number.
    expect(screen.queryByLabelText('Order number')).toBeNull();
    expect(
      within(screen.getByLabelText('Seats'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('asks a pre-purchase demo for the order number, saying why', async () => {
    show({ [DEMO]: demoFixture({ cookingDemoType: 0, seatsAvailable: 2 }) });
    const order = await screen.findByLabelText('Order number');
    expect(order.getAttribute('aria-describedby')).toBe('demo-order-hint');
    expect(screen.getByText(/This demo is for customers who have bought Smeg from us/)).toBeTruthy();
    // Only the seats left can be booked.
    expect(within(screen.getByLabelText('Seats')).getAllByRole('option')).toHaveLength(2);
  });

  it('books: the body is the API schema, and the confirmation names the reference and the e-mail', async () => {
    const api = show({
      [DEMO]: demoFixture(),
      [BOOK]: () => ({ status: 201, body: entryFixture() }),
    });
    await screen.findByLabelText('First name');
    fill({ ...ADA, Seats: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const panel = await screen.findByRole('status');
    expect(panel.textContent).toContain("You're booked in");
    expect(panel.textContent).toContain('CD-7KQ2MX');
    expect(panel.textContent).toContain('2 seats booked for Ada.');
    expect(panel.textContent).toContain("We've emailed you a link to RSVP or cancel.");
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      cookingDemoId: 7,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      seats: 2,
      country: 'AU',
    });
  });

  it('a field at fault is marked next to itself and nothing is sent', async () => {
    const api = show({ [DEMO]: demoFixture() });
    await screen.findByLabelText('First name');
    fill({ ...ADA, 'E-mail': 'ada', Phone: '12' });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please check the 2 highlighted fields and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a demo that filled meanwhile offers its wait list in place, with what was typed kept', async () => {
    const api = show({
      [DEMO]: demoFixture(),
      [BOOK]: refusal(409, 'cooking_demo_full', COOKING_DEMO_MESSAGES.full),
    });
    await screen.findByLabelText('First name');
    fill(ADA);
    // The demo is read again after the answer: now full.
    api.answers(DEMO, demoFixture({ seatsAvailable: 0, availability: 1, waitListLength: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(COOKING_DEMO_MESSAGES.full);
    await screen.findByRole('heading', { name: 'Join the wait list' });
    expect(screen.getByText(/we will hold them for you for 24 hours and e-mail you a link/)).toBeTruthy();
    expect(screen.getByText(/3 people are waiting now/)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@example.com');
    api.answers(WAIT, () => ({
      status: 201,
      body: entryFixture({ status: 'waiting', waitListPosition: 4 }),
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Join the wait list' }));
    const panel = await screen.findByRole('status');
    expect(panel.textContent).toContain("You're on the wait list");
    expect(panel.textContent).toContain('number 4 in line');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v2/cookingdemo/booking',
      '/api/v2/cookingdemo/wait-list',
    ]);
  });

  it('a demo booked by phone shows the store to call and no form', async () => {
    show({ [DEMO]: demoFixture({ availability: 2 }) });
    expect(await screen.findByRole('heading', { name: 'Book by phone' })).toBeTruthy();
    expect(screen.getByText(/Please call Alexandria on/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without scripts the server sends the form the same way', async () => {
    const api = show(
      {
        [DEMO]: demoFixture(),
        [BOOK]: refusal(409, 'cooking_demo_already_booked', COOKING_DEMO_MESSAGES.alreadyBooked),
      },
      'server',
    );
    await screen.findByLabelText('First name');
    fill(ADA);
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COOKING_DEMO_MESSAGES.alreadyBooked);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('an unknown demo, or an id that is not one, is the not-found page; never cached', async () => {
    const unknown = await runLoader(demoRoute.loader, {
      url: '/cooking-demos/99',
      params: { id: '99' },
      answers: {},
    });
    expect(statusOf(unknown.thrown)).toBe(404);
    const bad = await runLoader(demoRoute.loader, {
      url: '/cooking-demos/x1',
      params: { id: 'x1' },
      answers: {},
    });
    expect(statusOf(bad.thrown)).toBe(404);
    expect(bad.api.calls).toEqual([]);
    expect(demoRoute.headers()).toEqual({ 'cache-control': 'no-store' });
  });
});
