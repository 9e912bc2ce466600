import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import type { NavCategory } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function renderMenu() {
  const Page = () => (
    <>
      <MegaMenu categories={categories} />
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
  it("renders only the open panel's links, so a page carries the bar alone until a category opens", () => {
    renderMenu();
    expect(within(panelOf('Kitchen')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(within(panelOf('Laundry')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kitchen' }).closest('li')!);
    expect(within(panelOf('Kitchen')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(panelOf('Laundry')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it('opens a hovered category with its first sub-category selected', () => {
    renderMenu();
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

  it('clears the selection 100 ms after the pointer leaves, unless it comes back', () => {
    const nav = renderMenu();
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

  it('goes to the category on click and closes', () => {
    renderMenu();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Laundry' }).closest('li')!);
    fireEvent.click(screen.getByRole('link', { name: 'Laundry' }));
    expect(screen.getByTestId('where').textContent).toBe('/c/laundry');
    expect(panelOf('Laundry').hidden).toBe(true);
  });

  it('opens from the keyboard and closes on Escape with focus back on the button', () => {
    renderMenu();
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

  it('has no disclosure for a category without sub-categories', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Clearance menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clearance' }).getAttribute('href')).toBe('/c/clearance');
  });
});
