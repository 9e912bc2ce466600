import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { Link } from './link.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MASKED_EMAIL } from '@shop/domain';
import { analyticsSite, setAnalyticsSite, trackEvent } from './analytics.ts';
import { pageHandle } from './page.ts';
import { usePageTracking } from './page-tracking.ts';

function Tracked({ children }: { children?: ReactNode }) {
  usePageTracking({ currency: 'NZD', theme: 'aol-nz' });
  return <>{children}</>;
}

/** A page whose own effect pushes an event, as the product page's view_item does. */
function PageWithEvent() {
  useEffect(() => trackEvent({ event: 'page_event' }), []);
  return (
    <Tracked>
      <Link to="/cart">Cart</Link>
    </Tracked>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/account/reset-password', Component: PageWithEvent, handle: pageHandle('resetPassword') },
    { path: '/cart', Component: () => <Tracked>Your cart</Tracked>, handle: pageHandle('shoppingCart') },
    {
      path: '/quiet',
      Component: () => <Tracked>Quiet</Tracked>,
      handle: pageHandle('generic', { autoTrackingEnabled: false }),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const pageViews = () =>
  ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((e) => e['event'] === 'page_view');

beforeEach(() => {
  window.dataLayer = [];
  setAnalyticsSite({ currency: 'AUD', themeId: 'aol' });
});
afterEach(cleanup);

describe('usePageTracking', () => {
  it('pushes a page_view with e-mail addresses masked, before the page’s own events, and records the site', () => {
    renderAt('/account/reset-password?email=jo%40example.com&token=a.b.c');
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_location: `${window.location.origin}/account/reset-password?email=${MASKED_EMAIL}&token=a.b.c`,
        page_title: document.title,
        page_type: 'resetPassword',
      },
    ]);
    expect((window.dataLayer as { event?: string }[]).map((e) => e.event)).toEqual([
      'page_view',
      'page_event',
    ]);
    expect(analyticsSite()).toEqual({ currency: 'NZD', themeId: 'aol-nz' });
  });

  it('pushes one page_view per address shown', async () => {
    renderAt('/account/reset-password');
    screen.getByRole('link', { name: 'Cart' }).click();
    await screen.findByText('Your cart');
    expect(pageViews().map((e) => e['page_type'])).toEqual(['resetPassword', 'shoppingCart']);
  });

  it('pushes nothing on a route that turns automatic tracking off', () => {
    renderAt('/quiet');
    expect(pageViews()).toEqual([]);
  });
});
