import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NonceContext } from '../../lib/nonce.ts';
import { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.tsx';

afterEach(cleanup);

function renderCrumbs(props: BreadcrumbsProps) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Breadcrumbs {...props} /> }]);
  return render(
    <NonceContext value="n0nce">
      <Stub initialEntries={['/']} />
    </NonceContext>,
  );
}

const trail = [
  { title: 'Kitchen', uri: '/c/kitchen' },
  { title: 'Fridges', uri: 'c/kitchen/fridges' },
  { title: 'French door <fridges>', uri: '' },
];

describe('Breadcrumbs', () => {
  it('starts at Home and does not link the last item with an empty uri', () => {
    renderCrumbs({ trail, origin: 'https://www.example.com.au' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Kitchen', '/c/kitchen'],
      ['Fridges', '/c/kitchen/fridges'],
    ]);
    const last = within(nav).getByText('French door <fridges>');
    expect(last.tagName).toBe('SPAN');
    expect(last.getAttribute('aria-current')).toBe('page');
  });

  it('adds a BreadcrumbList script with absolute URLs and the nonce', () => {
    const { container } = renderCrumbs({ trail, origin: 'https://www.example.com.au/' });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    expect(script?.innerHTML).not.toContain('<fridges>');
    const data = JSON.parse(script?.textContent ?? '') as {
      '@type': string;
      itemListElement: { position: number; name: string; item?: string }[];
    };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
      { '@type': 'ListItem', position: 2, name: 'Kitchen', item: 'https://www.example.com.au/c/kitchen' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Fridges',
        item: 'https://www.example.com.au/c/kitchen/fridges',
      },
      { '@type': 'ListItem', position: 4, name: 'French door <fridges>' },
    ]);
  });

  it('is hidden when the trail is null', () => {
    const { container } = renderCrumbs({ trail: null, origin: 'https://www.example.com.au' });
    expect(container.innerHTML).toBe('');
  });
});
