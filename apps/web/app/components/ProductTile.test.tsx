import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture } from '../test/fixtures.ts';
import { ProductTile, toProductTile } from './ProductTile.tsx';

afterEach(cleanup);

function renderTile(overrides: Parameters<typeof productFixture>[0] = {}) {
  // The tile's add-to-cart form is a fetcher form, which needs a data router.
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ProductTile product={toProductTile(productFixture(overrides))} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ProductTile', () => {
  it('shows title, brand and the formatted price, linking to the product page', () => {
    renderTile({
      title: 'French Door Fridge 600L',
      brand: 'Polar',
      slug: 'french-door-fridge-600l',
      price: 2499.5,
    });

    const link = screen.getByRole('link', { name: /French Door Fridge 600L/ });
    expect(link.getAttribute('href')).toBe('/p/french-door-fridge-600l');
    expect(screen.getByRole('heading', { name: 'French Door Fridge 600L' })).toBeTruthy();
    expect(screen.getByText('Polar')).toBeTruthy();
    expect(screen.getByText('$2,499.50')).toBeTruthy();
  });

  it('gives the image its alt text, falling back to the title', () => {
    renderTile({ title: 'Oven', images: [{ url: '/o.jpg', thumbUrl: '/o-t.jpg', alt: '' }] });

    const image = screen.getByRole('img', { name: 'Oven' });
    expect(image.getAttribute('src')).toBe('/o-t.jpg');
  });

  it('renders without an image when the product has none', () => {
    renderTile({ images: [] });

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('$1,299')).toBeTruthy();
  });
});
