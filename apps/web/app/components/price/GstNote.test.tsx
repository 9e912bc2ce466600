import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Country } from '@shop/domain';
import { FALLBACK_SHELL, toRootData, type ShellData } from '../../lib/shell.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { productFixture } from '../../test/fixtures.ts';
import { CartSummary } from '../cart/CartSummary.tsx';
import { GST_NOTE, gstNote } from './GstNote.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { priceBlockData } from './priceBlockData.ts';

afterEach(cleanup);

/** Renders `node` under a root route whose loader data is the shell of a site in `country`. */
function renderIn(country: Country, node: ReactNode) {
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: () => <>{node}</> }]);
  const shell: ShellData = { ...FALLBACK_SHELL, theme: country === 'NZ' ? 'aol-nz' : 'aol', country };
  return render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: toRootData(shell) } }} />);
}

describe('GST wording', () => {
  it('is said on the NZ site only', () => {
    expect(gstNote('NZ')).toBe('incl. GST');
    expect(gstNote('AU')).toBeNull();
  });

  it('follows a product price on the NZ site, and not on the AU site', async () => {
    const price = priceBlockData(productFixture({ price: 1299 }), {
      themeId: 'aol-nz',
      country: 'NZ',
      isAuthenticated: false,
    });
    renderIn('NZ', <PriceBlock price={price} loginHref="/account/login" />);
    expect((await screen.findByTestId('product-price')).textContent).toBe('$1,299');
    expect(screen.getByText(GST_NOTE)).toBeTruthy();
    cleanup();

    renderIn('AU', <PriceBlock price={{ ...price }} loginHref="/account/login" />);
    await screen.findByTestId('product-price');
    expect(screen.queryByText(GST_NOTE)).toBeNull();
  });

  it('is left off where no price shows', async () => {
    const price = priceBlockData(productFixture({ price: 0 }), {
      themeId: 'aol-nz',
      country: 'NZ',
      isAuthenticated: false,
    });
    renderIn('NZ', <PriceBlock price={price} loginHref="/account/login" />);
    expect((await screen.findByTestId('product-price')).textContent).toBe('Request Price');
    expect(screen.queryByText(GST_NOTE)).toBeNull();
  });

  it("follows the cart's total on the NZ site", async () => {
    renderIn('NZ', <CartSummary cart={cartFixture()} />);
    await screen.findByTestId('cart-total');
    expect(screen.getByText(GST_NOTE)).toBeTruthy();
    cleanup();
    renderIn('AU', <CartSummary cart={cartFixture()} />);
    await screen.findByTestId('cart-total');
    expect(screen.queryByText(GST_NOTE)).toBeNull();
  });
});
