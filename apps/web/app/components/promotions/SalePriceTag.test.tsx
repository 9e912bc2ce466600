import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_SHELL, type ShellData, toRootData } from '../../lib/shell.ts';
import { productFixture, salePlacementsFixture } from '../../test/fixtures.ts';
import { ProductTile, toProductTile } from '../ProductTile.tsx';
import { SalePriceTag } from './SalePriceTag.tsx';

afterEach(cleanup);

const TAG = { src: '/images/demo/sale/priceTag.svg', alt: 'EOFY sale', href: '/sale' };

/** Renders `node` under a root route whose shell has a sale running with a price tag. */
function renderWithSale(node: ReactNode) {
  const shell: ShellData = {
    ...FALLBACK_SHELL,
    salePlacements: salePlacementsFixture(TAG),
  };
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: () => <>{node}</> }]);
  return render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: toRootData(shell) } }} />);
}

describe('SalePriceTag', () => {
  it('loads with the page by default (the product page shows it beside the price, above the fold)', async () => {
    renderWithSale(<SalePriceTag ribbon="sale" size="large" />);
    const tag = await screen.findByRole('img', { name: TAG.alt });
    expect(tag.getAttribute('loading')).toBe('eager');
    expect(tag.getAttribute('height')).toBe('40');
  });

  it('shows nothing for a product that is not part of the sale', async () => {
    renderWithSale(
      <>
        <SalePriceTag ribbon="new" />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    expect(screen.queryByRole('img', { name: TAG.alt })).toBeNull();
  });

  it("follows its tile's picture: eager in the first row, lazy below the fold", async () => {
    const product = toProductTile(
      productFixture({
        ribbon: 'sale',
        title: 'Oven',
        images: [{ url: '/o.jpg', thumbUrl: '/o-t.jpg', alt: '' }],
      }),
    );
    renderWithSale(
      <>
        <ProductTile product={product} eager />
        <ProductTile product={{ ...product, sku: 'LATER', slug: 'later' }} />
      </>,
    );
    const tags = await screen.findAllByRole('img', { name: TAG.alt });
    expect(tags.map((t) => t.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    const pictures = screen.getAllByRole('img', { name: 'Oven' });
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });
});
