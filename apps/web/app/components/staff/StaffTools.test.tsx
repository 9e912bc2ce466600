import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebApiClient } from '@shop/contracts/web-client';
import type { ThemeId } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import StaffTools from './StaffTools.tsx';
import { acceptPanelMessage, isSitePath, parentOrigin } from './panel-messages.ts';
import { staffLink } from './staff-links.ts';
import {
  adminToggleCookie,
  notesPreview,
  readAdminToggle,
  requestPanel,
  type StaffShell,
} from './staff-shell.ts';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  document.cookie = 'admin_toggle=; Max-Age=0; Path=/';
});

const staff = (toggle: 'on' | 'off' = 'on'): StaffShell => ({
  toggle,
  toolbar: {
    firstName: 'Alex',
    winningUserId: 'W10001',
    salespersonCode: 'SP001',
    hasContentSystem: true,
    reminders: {
      totalCount: 1,
      reminders: [
        { id: 'r1', name: 'Call Mrs Lee', notes: 'About the 900 mm freestanding oven', date: '2026-11-27' },
      ],
    },
  },
});

interface Call {
  url: string;
  body: unknown;
}

/** The browser API over a fake fetch answering the panel address and the header's reminders. */
function fakeApi(panelUrl: string | null, reminders = { totalCount: 2, reminders: [] as unknown[] }) {
  const calls: Call[] = [];
  setBrowserApi(
    createWebApiClient({
      baseUrl: '',
      fetch: async (url, init) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
        const json = url.startsWith('/api/staff/panel-url')
          ? { url: panelUrl, origin: panelUrl ? new URL(panelUrl).origin : null, fullWidth: false }
          : reminders;
        return new Response(JSON.stringify(json), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    }),
  );
  return calls;
}

function renderTools(opts: { theme?: ThemeId; url?: string; shell?: StaffShell } = {}) {
  const tools = () => <StaffTools staff={opts.shell ?? staff()} theme={opts.theme ?? 'aol'} stickyAllowed />;
  const Stub = createRoutesStub([
    {
      id: 'routes/product',
      path: '/p/:productUri',
      Component: tools,
      loader: () => ({ product: { sku: 'SKU-123' } }),
      HydrateFallback: () => null,
    },
    { path: '*', Component: tools },
  ]);
  render(<Stub initialEntries={[opts.url ?? '/c/fridges']} />);
}

describe('admin toolbar', () => {
  it('shows the staff member, the toggle On and the reminders count, with notes cut at 20 characters', async () => {
    renderTools();
    const region = await screen.findByRole('region', { name: 'Staff toolbar' });
    expect(region.textContent).toContain('Staff: Alex (SP001)');
    expect(screen.getByRole('button', { name: 'Admin On' }).getAttribute('aria-pressed')).toBe('true');
    const menu = screen.getByRole('button', { name: /Reminders/ });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('1 open reminders').textContent).toBe('1');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const item = screen.getByRole('button', { name: /Call Mrs Lee/ });
    expect(item.textContent).toContain('About the 900 mm fre…');
    expect(item.textContent).not.toContain('oven');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    // The product panel ties to product pages only.
    expect(screen.queryByRole('button', { name: 'Product details' })).toBeNull();
  });

  it('turns Off, keeping only the toggle, and remembers it in a cookie', async () => {
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: 'Admin On' }));
    expect(screen.getByRole('button', { name: 'Admin Off' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Reminders/ })).toBeNull();
    expect(document.cookie).toContain('admin_toggle=off');
  });

  it('hides the reminders menu on the themes that hide it (000 §6)', async () => {
    for (const theme of ['hc', 'home'] as const) {
      renderTools({ theme });
      await screen.findByRole('region', { name: 'Staff toolbar' });
      expect(screen.queryByRole('button', { name: /Reminders/ })).toBeNull();
      cleanup();
    }
  });

  it('offsets the header only on the themes with an admin offset', async () => {
    renderTools({ theme: 'wa' });
    expect(
      (await screen.findByRole('region', { name: 'Staff toolbar' })).hasAttribute('data-admin-offset'),
    ).toBe(true);
    cleanup();
    renderTools({ theme: 'fk' });
    expect(
      (await screen.findByRole('region', { name: 'Staff toolbar' })).hasAttribute('data-admin-offset'),
    ).toBe(false);
  });
});

describe('side panel', () => {
  const panelAddress = 'http://localhost:3000/staff/product-page?sku=SKU-123&embed_token=t&cb=1';

  it("opens the product panel on a product page with the page's sku, and takes messages from its frame only", async () => {
    const calls = fakeApi(panelAddress);
    renderTools({ url: '/p/fridge' });
    fireEvent.click(await screen.findByRole('button', { name: 'Product details' }));
    const frame = (await screen.findByTitle('Product details')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(panelAddress);
    expect(calls[0]).toMatchObject({
      url: '/api/staff/panel-url',
      body: { panel: 'product-page', sku: 'SKU-123', parentBaseUrl: window.location.origin },
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Product details' }));

    // A message from another origin, or from another window of the right origin, changes nothing.
    const send = (origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin, source, data: { type: 'staff:reminders-changed' } }),
        );
      });
    await send('http://evil.example', frame.contentWindow);
    await send('http://localhost:3000', window);
    expect(calls).toHaveLength(1);
    await send('http://localhost:3000', frame.contentWindow);
    await waitFor(() => expect(screen.getByLabelText('2 open reminders').textContent).toBe('2'));
    expect(calls[1]?.url).toBe('/api/account/reminders');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost:3000',
          source: frame.contentWindow,
          data: { type: 'staff:close' },
        }),
      );
    });
    expect(screen.queryByTitle('Product details')).toBeNull();
  });

  it('links Projects and Performance, and opens the panel a page asks for only while the tools are on', async () => {
    const calls = fakeApi('http://localhost/staff/reminders/create?projectId=P1&embed_token=t');
    renderTools();
    const region = await screen.findByRole('region', { name: 'Staff toolbar' });
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/project');
    expect(screen.getByRole('link', { name: 'Performance' }).getAttribute('href')).toBe(
      '/performance-dashboard',
    );
    expect(region.textContent).toContain('Projects panel');
    let opened = false;
    act(() => {
      opened = requestPanel({ panel: 'reminders-create', projectId: 'P1', title: 'Add reminder' });
    });
    expect(opened).toBe(true);
    expect(await screen.findByTitle('Add reminder')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.url === '/api/staff/panel-url')).toBeTruthy());
    expect(calls.find((c) => c.url === '/api/staff/panel-url')?.body).toMatchObject({
      panel: 'reminders-create',
      projectId: 'P1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Admin On' }));
    // Off: the page's own link is used instead.
    expect(requestPanel({ panel: 'reminders-create', projectId: 'P1', title: 'Add reminder' })).toBe(false);
    expect(screen.queryByTitle('Add reminder')).toBeNull();
  });

  it('says why when the panel has no address', async () => {
    fakeApi(null);
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: /Reminders/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Weekly stats' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/needs a staff content system address/);
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('staff helpers', () => {
  it('cuts notes at 20 characters (000 §9)', () => {
    expect(notesPreview('short')).toBe('short');
    expect(notesPreview('12345678901234567890')).toBe('12345678901234567890');
    expect(notesPreview('123456789012345678901')).toBe('12345678901234567890…');
  });

  it('reads and writes the admin toggle', () => {
    expect(readAdminToggle(undefined)).toBe('on');
    expect(readAdminToggle('off')).toBe('off');
    expect(readAdminToggle('x')).toBe('on');
    expect(adminToggleCookie('off', true)).toBe(
      'admin_toggle=off; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('accepts a panel message only from its origin and frame, and only known messages', () => {
    const frame = {};
    const from = (data: unknown, origin = 'http://a.example', source: unknown = frame) =>
      acceptPanelMessage({ origin, source: source as MessageEventSource, data }, 'http://a.example', frame);
    expect(from({ type: 'staff:close' })).toEqual({ type: 'staff:close' });
    expect(from({ type: 'staff:close' }, 'http://b.example')).toBeNull();
    expect(from({ type: 'staff:close' }, 'http://a.example', {})).toBeNull();
    expect(from({ type: 'staff:navigate', path: '/p/fridge' })).toEqual({
      type: 'staff:navigate',
      path: '/p/fridge',
    });
    expect(from({ type: 'staff:navigate', path: '//evil.example' })).toBeNull();
    expect(from({ type: 'staff:navigate', path: 'javascript:alert(1)' })).toBeNull();
    expect(from({ type: 'other' })).toBeNull();
    expect(from('staff:close')).toBeNull();
    expect(acceptPanelMessage({ origin: 'null', source: null, data: {} }, null, frame)).toBeNull();
    expect(isSitePath('/\\evil')).toBe(false);
  });

  it('sends messages only to a parent of its own origin', () => {
    expect(parentOrigin('http://shop.example/', 'http://shop.example')).toBe('http://shop.example');
    expect(parentOrigin('http://evil.example', 'http://shop.example')).toBeNull();
    expect(parentOrigin('not a url', 'http://shop.example')).toBeNull();
    expect(parentOrigin(null, 'http://shop.example')).toBeNull();
  });

  it('keeps the panel parameters on links between staff pages, never the embed token', () => {
    const current = new URLSearchParams(
      'salespersoncode=SP001&sitename=aol&embed=true&parent_base_url=http%3A%2F%2Fshop.example&embed_token=t&cb=1&sku=X',
    );
    expect(staffLink('reminders/create', current, { id: 'r1' })).toBe(
      '/staff/reminders/create?salespersoncode=SP001&sitename=aol&embed=true&parent_base_url=http%3A%2F%2Fshop.example&id=r1',
    );
  });
});
