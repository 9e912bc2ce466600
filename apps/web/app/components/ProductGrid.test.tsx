import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../test/fixtures.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { toProductTile } from './ProductTile.tsx';
import type * as TileModule from './ProductTile.tsx';

const tileRenders = vi.hoisted(() => vi.fn());
vi.mock('./ProductTile.tsx', async (original) => {
  const real = await original<typeof TileModule>();
  return {
    ...real,
    ProductTile: (props: Parameters<typeof real.ProductTile>[0]) => {
      tileRenders(props.product.sku);
      return <real.ProductTile {...props} />;
    },
  };
});

const products = [
  toProductTile(
    productFixture({
      productId: 1,
      sku: 'OV-1',
      slug: 'oven',
      title: 'Oven',
      brand: 'Bosch',
      category: 'Ovens',
      price: 999,
    }),
  ),
  toProductTile(
    productFixture({
      productId: 2,
      sku: 'OV-2',
      slug: 'oven-2',
      title: 'Oven 2',
      brand: 'Smeg',
      category: 'Ovens',
      price: 1500,
    }),
  ),
];
const LIST = { id: '/c/kitchen/ovens', name: 'Ovens products' };

function renderGrid(list: typeof LIST | undefined, indexOffset = 0) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ProductGrid products={products} list={list} indexOffset={indexOffset} /> },
    { path: '/p/:slug', Component: () => <p>Product page</p> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const events = (name: string) =>
  ((window.dataLayer ?? []) as { event?: string }[]).filter((e) => e.event === name);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

describe('ProductGrid analytics', () => {
  it('pushes view_item_list once for the list shown, after clearing the ecommerce object', async () => {
    renderGrid(LIST, 24);
    const item = { item_brand: 'Bosch', item_category: 'Ovens', quantity: '1' };
    // The events' rules load with the first event (product-list-events.ts), so it arrives a moment after the render.
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'AUD',
          value: 2499,
          item_list_id: '/c/kitchen/ovens',
          item_list_name: 'Ovens products',
          items: [
            { ...item, item_id: 'OV-1', item_name: 'Oven', price: '999', index: 24 },
            { ...item, item_id: 'OV-2', item_name: 'Oven 2', price: '1500', item_brand: 'Smeg', index: 25 },
          ],
        },
      },
    ]);
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('pushes again only when the list shown changes, not when the page re-renders', async () => {
    function Harness() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Again
          </button>
          <ProductGrid products={renders >= 2 ? products.slice(1) : products} list={LIST} />
        </>
      );
    }
    const Stub = createRoutesStub([{ path: '/', Component: Harness }]);
    render(<Stub initialEntries={['/']} />);
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    // The rules are loaded by now: whatever the re-render pushed has arrived once the import settles again.
    await act(async () => {
      await import('./product-list-events.ts');
    });
    expect(events('view_item_list')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(events('view_item_list')).toHaveLength(2));
  });

  it('pushes select_item with the tile and its position when a tile is opened', async () => {
    renderGrid(LIST);
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    window.dataLayer = [];
    fireEvent.click(screen.getByRole('link', { name: /Oven 2/ }));
    await screen.findByText('Product page');
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          currency: 'AUD',
          value: 1500,
          item_list_id: '/c/kitchen/ovens',
          item_list_name: 'Ovens products',
          items: [
            {
              item_id: 'OV-2',
              item_name: 'Oven 2',
              item_brand: 'Smeg',
              item_category: 'Ovens',
              price: '1500',
              quantity: '1',
              index: 1,
            },
          ],
        },
      },
    ]);
  });

  it('raises nothing without a list', () => {
    renderGrid(undefined);
    fireEvent.click(screen.getByRole('link', { name: /Oven 2/ }));
    expect(window.dataLayer).toEqual([]);
  });

  it('draws no tile again when its page re-renders with the same products and a list spelt the same', () => {
    tileRenders.mockClear();
    function Harness() {
      const [, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Again
          </button>
          <ProductGrid products={products} list={{ id: LIST.id, name: LIST.name }} />
        </>
      );
    }
    const Stub = createRoutesStub([{ path: '/', Component: Harness }]);
    render(<Stub initialEntries={['/']} />);
    expect(tileRenders.mock.calls).toEqual([['OV-1'], ['OV-2']]);
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(tileRenders).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
