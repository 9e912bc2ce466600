import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';
import { entryFixture, refusal } from '../components/cooking-demos/fixtures.ts';
import { setBrowserApi } from '../lib/browser-api.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE, statusOf } from '../test/catalogue.tsx';
import * as rsvpRoute from './cooking-demo-rsvp.tsx';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
});

const VIEW = 'GET /api/cookingdemo/rsvp?token=t0k';
const ANSWER = 'POST /api/cookingdemo/rsvp';

function show(answers: Parameters<typeof methodFetch>[0], url = '/cooking-demos/rsvp?token=t0k') {
  const api = methodFetch(answers);
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/cooking-demos/rsvp',
        Component: rsvpRoute.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: rsvpRoute.loader as never,
        action: rsvpRoute.clientAction as never,
      },
    ],
    context,
  );
  render(<Stub initialEntries={[url]} />);
  return api;
}

const posted = (api: ReturnType<typeof methodFetch>) =>
  api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('the RSVP page', () => {
  it('a booking awaiting an answer asks "Will you be there?" and takes a yes', async () => {
    const api = show({
      [VIEW]: entryFixture(),
      [ANSWER]: () => ({ body: entryFixture({ rsvp: 'attending' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Will you be there?' })).toBeTruthy();
    expect(screen.getByText('Smeg pasta night')).toBeTruthy();
    expect(screen.getByText('CD-7KQ2MX')).toBeTruthy();
    // The answer is read again after it is taken.
    api.answers(VIEW, entryFixture({ rsvp: 'attending' }));
    fireEvent.click(screen.getByRole('button', { name: "Yes, I'll be there" }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Thanks for letting us know: you're confirmed. See you there!",
    );
    expect(await screen.findByRole('heading', { name: "You're booked in – see you there" })).toBeTruthy();
    expect(posted(api)).toEqual([{ token: 't0k', response: 'attending' }]);
  });

  it('cancelling asks first, on its own step with the focus on its question, then cancels', async () => {
    const api = show({
      [VIEW]: entryFixture({ rsvp: 'attending' }),
      [ANSWER]: () => ({ body: entryFixture({ status: 'cancelled' }) }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel my booking' }));
    const question = await screen.findByRole('heading', { name: 'Cancel your booking?' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(
      screen.getByText(/Your 2 seats will be given up and offered to anyone on the wait list/),
    ).toBeTruthy();
    // Keeping it goes back without an answer.
    fireEvent.click(screen.getByRole('link', { name: 'No, keep my booking' }));
    await screen.findByRole('link', { name: 'Cancel my booking' });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel my booking' }));
    await screen.findByRole('heading', { name: 'Cancel your booking?' });
    api.answers(VIEW, entryFixture({ status: 'cancelled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your booking is cancelled/);
    expect(await screen.findByRole('heading', { name: 'This booking is cancelled' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(posted(api)).toEqual([{ token: 't0k', response: 'declined' }]);
  });

  it('an offer says until when the seat is held (store clock) and takes it', async () => {
    const api = show({
      [VIEW]: entryFixture({ status: 'offered', seats: 1, offerExpiresAt: '2030-03-15T07:30:00.000Z' }),
      [ANSWER]: () => ({ body: entryFixture({ status: 'booked', seats: 1 }) }),
    });
    expect(await screen.findByRole('heading', { name: 'A seat is yours if you want it' })).toBeTruthy();
    expect(screen.getByText('Friday 15 March 2030 at 6:30pm (Sydney time)')).toBeTruthy();
    expect(screen.getByRole('link', { name: "I don't want it – let it go" })).toBeTruthy();
    api.answers(VIEW, entryFixture({ status: 'booked', seats: 1 }));
    fireEvent.click(screen.getByRole('button', { name: "Yes, I'll take it" }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "The seat is yours: you're booked in. We've e-mailed you the details.",
    );
  });

  it('a wait-list place shows its position and can be left; a refusal shows in an alert', async () => {
    show(
      {
        [VIEW]: entryFixture({ status: 'waiting', waitListPosition: 3 }),
        [ANSWER]: refusal(409, 'cooking_demo_rsvp_closed', COOKING_DEMO_MESSAGES.rsvpClosed),
      },
      '/cooking-demos/rsvp?token=t0k&step=cancel',
    );
    expect(await screen.findByRole('heading', { name: 'Leave the wait list?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave the wait list' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(COOKING_DEMO_MESSAGES.rsvpClosed);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByText(/You are number 3 in line for 2 seats/)).toBeTruthy();
  });

  it('lapsed and cancelled entries are final', async () => {
    show({ [VIEW]: entryFixture({ status: 'lapsed' }) });
    expect(await screen.findByRole('heading', { name: 'The held seats have gone' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all cooking demos' })).toBeTruthy();
  });

  it('a link that names nothing is a friendly page with a 404 status; never cached or indexed', async () => {
    const unknown = await runLoader(rsvpRoute.loader, { url: '/cooking-demos/rsvp?token=nope', answers: {} });
    expect(statusOf(unknown.result)).toBe(404);
    const none = await runLoader(rsvpRoute.loader, { url: '/cooking-demos/rsvp', answers: {} });
    expect(statusOf(none.result)).toBe(404);
    expect(none.api.calls).toEqual([]);
    expect(rsvpRoute.headers()).toEqual({ 'cache-control': 'no-store' });
    show({}, '/cooking-demos/rsvp?token=nope');
    expect(await screen.findByRole('heading', { name: 'We could not find that booking' })).toBeTruthy();
    expect(screen.getByText(COOKING_DEMO_MESSAGES.rsvpInvalid)).toBeTruthy();
  });
});
