import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { pageWindow } from './pageWindow.ts';

afterEach(cleanup);

function renderPagination(props: Partial<PaginationProps>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <Pagination
          currentPage={1}
          totalItems={100}
          itemsPerPage={10}
          hrefForPage={(page) => `/c/fridges?page=${page}`}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('navigation', { name: props.label ?? 'Pagination' });
}

describe('Pagination', () => {
  it('renders real links with the current page marked', () => {
    const nav = renderPagination({ currentPage: 3 });
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe('/c/fridges?page=4');
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/c/fridges?page=2');
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/c/fridges?page=4');
  });

  it('clamps the current page between 1 and the page count', () => {
    let nav = renderPagination({ currentPage: 99 });
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: /Next/ })).toBeNull();
    cleanup();
    nav = renderPagination({ currentPage: -4, label: 'Product pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <Pagination currentPage={1} totalItems={5} itemsPerPage={10} hrefForPage={String} />,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows first, last and two either side, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
