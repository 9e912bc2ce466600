import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '@shop/domain';
import routes from '../routes.ts';
import { isCheckoutPath } from '../components/shell/Shell.tsx';
import { useSiteChrome, type SiteChromeParts } from './site-chrome.ts';

const PARTS: SiteChromeParts = {
  Top: () => <p>site header</p>,
  Bottom: () => <p>back to top</p>,
  Compare: () => <p>compare tray</p>,
};

function Probe() {
  const chrome = useSiteChrome();
  return chrome ? <chrome.Top shell={{} as never} pathname="/" /> : <p>checkout header</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <Probe />
          <Outlet />
        </>
      ),
      children: [
        { path: 'customer/checkout', Component: () => <p>checkout</p>, handle: { pageType: 'checkout' } },
        {
          Component: Outlet,
          handle: { siteChrome: PARTS },
          children: [{ path: '*', Component: () => <p>page</p>, handle: { pageType: 'category' } }],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('useSiteChrome', () => {
  it("gives the site's parts to a page under the site layout", async () => {
    renderAt('/c/fridges');
    expect(await screen.findByText('site header')).toBeTruthy();
    expect(screen.queryByText('checkout header')).toBeNull();
  });

  it('gives nothing on a page outside it, whatever the other handles hold', async () => {
    renderAt('/customer/checkout');
    expect(await screen.findByText('checkout header')).toBeTruthy();
    expect(screen.queryByText('site header')).toBeNull();
  });
});

describe('the route tree', () => {
  type Entry = { file: string; path?: string; children?: Entry[] };
  const entries = routes as Entry[];
  const layouts = entries.filter((entry) => entry.file === './routes/site.tsx');
  const outside = entries.filter((entry) => entry.file !== './routes/site.tsx');

  it('puts every page under the site layout except checkout and its confirmation, which have their own header', () => {
    expect(layouts).toHaveLength(1);
    expect(layouts[0]!.path).toBeUndefined();
    expect(outside.map((entry) => `/${entry.path}`).sort()).toEqual(
      [CHECKOUT_PATHS.checkout, CHECKOUT_PATHS.confirmation].sort(),
    );
    // The shell shows the checkout header on exactly those paths (isCheckoutPath), and the site's parts elsewhere.
    for (const entry of outside) expect(isCheckoutPath(`/${entry.path}`)).toBe(true);
    for (const entry of layouts[0]!.children ?? []) {
      if (entry.path) expect(isCheckoutPath(`/${entry.path}`), entry.path).toBe(false);
    }
  });
});
