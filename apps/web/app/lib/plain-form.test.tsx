// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LiveAddToCartForm, ServerAddToCartForm } from '../components/cart/AddToCartForm.tsx';
import { LiveCompareToggle, ServerCompareToggle } from '../components/compare/CompareToggle.tsx';
import { ON_SERVER } from './plain-form.tsx';

/** A page's server render of one element, in a data router at a listing's address. */
function html(element: ReactElement, at = '/c/kitchen/dishwashers?page=2&sort=price-asc'): string {
  const Stub = createRoutesStub([{ path: '/c/*', Component: () => element }]);
  return renderToString(<Stub initialEntries={[at]} />);
}

const TILES = [
  { sku: 'M547E', title: 'Miele 60cm Built-In Dishwasher' },
  { sku: 'FP-RF610', title: `Fisher & Paykel "Quad" <Door> Fridge — 610L` },
];

describe('tile forms on the server', () => {
  it('is the server here, so a tile takes the plain forms', () => {
    expect(ON_SERVER).toBe(true);
  });

  it('writes the compare toggle as the fetcher form writes it', () => {
    for (const tile of TILES) {
      const ours = html(<ServerCompareToggle {...tile} />);
      expect(ours).toBe(html(<LiveCompareToggle {...tile} />));
      expect(ours).toContain('action="/compare" method="post"');
      expect(ours).toContain('data-discover="true"');
      expect(ours).toContain('value="/c/kitchen/dishwashers?page=2&amp;sort=price-asc"');
    }
  });

  it('writes the add-to-cart form as the fetcher form writes it, with and without extra fields and classes', () => {
    for (const tile of TILES) {
      const plain = { ...tile };
      const dressed = { ...tile, formId: 'buy-box', className: 'buy', buttonClassName: 'buy-button' };
      const extra = <input type="hidden" name="warranty" value="5y" />;
      expect(html(<ServerAddToCartForm {...plain} />)).toBe(html(<LiveAddToCartForm {...plain} />));
      expect(html(<ServerAddToCartForm {...dressed}>{extra}</ServerAddToCartForm>)).toBe(
        html(<LiveAddToCartForm {...dressed}>{extra}</LiveAddToCartForm>),
      );
      expect(html(<ServerAddToCartForm {...plain} />)).toContain('action="/cart" method="post"');
    }
  });
});
