import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import type { NavCategory } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navTreeSource, shellNav } from '../../lib/nav-tree.ts';
import { MegaMenu } from './MegaMenu.tsx';

const cat = (title: string, uri: string, subCategories: NavCategory[] = []): NavCategory => ({
  title,
  uri,
  subCategories,
  brands: [],
});

const categories = [
  cat('Kitchen', '/c/kitchen', [
    cat('Fridges', '/c/kitchen/fridges', [cat('French Door', '/c/kitchen/fridges/french-door')]),
    cat('Ovens', '/c/kitchen/ovens', [cat('Wall Ovens', '/c/kitchen/ovens/wall')]),
  ]),
  cat('Laundry', '/c/laundry', [cat('Washers', '/c/laundry/washers')]),
  cat('Clearance', '/c/clearance'),
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const TOP_NAV = {
  displayCartIcon: true,
  displayProjectIcon: false,
  displaySearchIcon: true,
  displayContactUsIcon: true,
};
// What a page carries: the top level only (ADR 0055).
const tops = shellNav({ mainNav: categories, topNav: TOP_NAV }).mainNav;

/** The menu with its tree already fetched (as after the pointer first reached the bar), unless a source is given. */
async function renderMenu(source = navTreeSource(async () => categories), preload = true) {
  if (preload) await source.load();
  const Page = () => (
    <>
      <MegaMenu categories={tops} navTree={source} />
      <Where />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('navigation', { name: 'Main' });
}

const panelOf = (title: string) =>
  document.getElementById(
    screen.getByRole('button', { name: `${title} menu` }).getAttribute('aria-controls')!,
  )!;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MegaMenu', () => {
  it("links the sale's icon at the end of the bar, fetched only when the bar shows (lazy: a phone hides it)", () => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <MegaMenu
            categories={tops}
            navTree={navTreeSource(async () => categories)}
            saleIcon={{ src: '/images/demo/sale/navIcon.svg', alt: 'EOFY sale', href: '/sale' }}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const icon = screen.getByRole('img', { name: 'EOFY sale' });
    expect(icon.closest('a')?.getAttribute('href')).toBe('/sale');
    expect(icon.getAttribute('loading')).toBe('lazy');
  });

  it("renders only the open panel's links, so a page carries the bar alone until a category opens", async () => {
    await renderMenu();
    expect(within(panelOf('Kitchen')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(within(panelOf('Laundry')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kitchen' }).closest('li')!);
    expect(within(panelOf('Kitchen')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(panelOf('Laundry')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it('opens a hovered category with its first sub-category selected', async () => {
    await renderMenu();
    expect(panelOf('Kitchen').hidden).toBe(true);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kitchen' }).closest('li')!);
    const panel = panelOf('Kitchen');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Kitchen menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'French Door' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Wall Ovens' })).toBeNull();

    fireEvent.mouseEnter(within(panel).getByRole('link', { name: /Ovens/ }));
    expect(within(panel).getByRole('link', { name: 'Wall Ovens' })).toBeTruthy();
  });

  it('clears the selection 100 ms after the pointer leaves, unless it comes back', async () => {
    const nav = await renderMenu();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kitchen' }).closest('li')!);
    fireEvent.mouseLeave(nav);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(panelOf('Kitchen').hidden).toBe(false);
    fireEvent.mouseEnter(nav);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(panelOf('Kitchen').hidden).toBe(false);

    fireEvent.mouseLeave(nav);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(panelOf('Kitchen').hidden).toBe(true);
  });

  it('goes to the category on click and closes', async () => {
    await renderMenu();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Laundry' }).closest('li')!);
    fireEvent.click(screen.getByRole('link', { name: 'Laundry' }));
    expect(screen.getByTestId('where').textContent).toBe('/c/laundry');
    expect(panelOf('Laundry').hidden).toBe(true);
  });

  it('opens from the keyboard and closes on Escape with focus back on the button', async () => {
    await renderMenu();
    const toggle = screen.getByRole('button', { name: 'Kitchen menu' });
    fireEvent.click(toggle);
    expect(panelOf('Kitchen').hidden).toBe(false);
    const fridges = within(panelOf('Kitchen')).getByRole('link', { name: 'Fridges' });
    fridges.focus();
    fireEvent.keyDown(fridges, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Shop all Fridges');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panelOf('Kitchen').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('has no disclosure for a category without sub-categories', async () => {
    await renderMenu();
    expect(screen.queryByRole('button', { name: 'Clearance menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clearance' }).getAttribute('href')).toBe('/c/clearance');
  });

  it('fetches the menus once the pointer reaches the bar, and fills the open panel when they arrive', async () => {
    const fetchTree = vi.fn(async () => categories);
    const nav = await renderMenu(navTreeSource(fetchTree), false);
    expect(fetchTree).not.toHaveBeenCalled();
    fireEvent.mouseEnter(nav);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kitchen' }).closest('li')!);
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect(panelOf('Kitchen').hidden).toBe(false);
    await act(async () => {});
    expect(within(panelOf('Kitchen')).getByRole('link', { name: 'French Door' })).toBeTruthy();
  });

  it('keeps every top-level link working when the menus cannot be fetched', async () => {
    await renderMenu(
      navTreeSource(async () => {
        throw new Error('offline');
      }),
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kitchen menu' }));
    await act(async () => {});
    expect(within(panelOf('Kitchen')).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'Kitchen' }));
    expect(screen.getByTestId('where').textContent).toBe('/c/kitchen');
  });
});
