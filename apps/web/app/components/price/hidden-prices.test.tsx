import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_COPY } from '@shop/domain';
import { cartFixture, cartLineFixture } from '../../test/cart-fixtures.ts';
import { productFixture } from '../../test/fixtures.ts';
import { CartLineItem } from '../cart/CartLineItem.tsx';
import { CartSummary } from '../cart/CartSummary.tsx';
import { toPriceHistoryView } from '../product/PriceHistory.tsx';
import { toProductTile } from '../ProductTile.tsx';
import { toSuggestedProduct } from '../search/searchServices.ts';
import { hiddenAwareDisplay } from './hidden-prices.ts';
import { LoginForPrice, loginForPriceHref } from './LoginForPrice.tsx';
import { priceBlockData } from './priceBlockData.ts';

// What pages show for the amounts the API hides from visitors of commercial themes (docs/decisions/0024).

const VISITOR = { themeId: 'aoc', isAuthenticated: false } as const;
/** The page reads the cookies as signed in, yet the API hid the amounts (the token no longer verifies). */
const STALE = { themeId: 'aoc', isAuthenticated: true } as const;

afterEach(cleanup);

function renderAt(url: string, node: ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{node}</> }]);
  return render(<Stub initialEntries={[url]} />);
}

describe('LOG IN FOR PRICE', () => {
  it('links to the login route with the way back', () => {
    expect(loginForPriceHref('/account/login', '/p/oven?x=1')).toBe(
      '/account/login?returnUrl=%2Fp%2Foven%3Fx%3D1',
    );
    expect(loginForPriceHref('account/login', '/')).toBe('/account/login?returnUrl=%2F');
    expect(loginForPriceHref('', '/c/ovens')).toBe('/account/login?returnUrl=%2Fc%2Fovens');
  });

  it('comes back to the page it is shown on', async () => {
    renderAt('/c/kitchen?sort=name', <LoginForPrice />);
    const link = await screen.findByRole('link', { name: PRICE_COPY.logInForPrice });
    expect(link.getAttribute('href')).toBe('/account/login?returnUrl=%2Fc%2Fkitchen%3Fsort%3Dname');
  });

  it('reads a hidden amount as hidden, even when the page thinks the shopper signed in', () => {
    expect(hiddenAwareDisplay(null, STALE).kind).toBe('login');
    expect(hiddenAwareDisplay(0, VISITOR).kind).toBe('login');
    expect(hiddenAwareDisplay(0, { themeId: 'aol', isAuthenticated: false }).kind).toBe('request');
  });
});

describe('hidden amounts on pages', () => {
  const hidden = productFixture({
    price: null,
    rrp: null,
    lineDiscount: null,
    percentageDiscountOffRrp: null,
    discountOffRrp: null,
    pricesHidden: true,
  });

  it('gives the buy box no amount, comparison, saving or pay-later line', () => {
    const block = priceBlockData(hidden, { ...STALE, country: 'AU' });
    expect(block).toEqual({
      display: { kind: 'login', text: PRICE_COPY.logInForPrice },
      altPriceMsg: null,
      compare: null,
      saving: null,
      bnplAmount: null,
    });
  });

  it('gives tiles and search suggestions LOG IN FOR PRICE', () => {
    const tile = toProductTile(hidden, STALE);
    expect(tile.price.kind).toBe('login');
    expect(tile.compareText).toBeNull();
    const suggestion = toSuggestedProduct(
      {
        productId: 1,
        sku: 'A',
        uri: '/p/a',
        image: null,
        title: 'A',
        highlightedTitle: 'A',
        ribbon: null,
        price: null,
        brand: 'Acme',
      },
      VISITOR,
    );
    expect(suggestion.price).toBe(PRICE_COPY.logInForPrice);
  });

  it('leaves the price history out', () => {
    expect(
      toPriceHistoryView({
        sku: 'A',
        points: [{ date: '2026-01-01', price: null }],
        lowest: null,
        highest: null,
        pricesHidden: true,
      }),
    ).toBeNull();
  });

  it('shows cart lines and totals as LOG IN FOR PRICE, with no amount anywhere', async () => {
    const line = cartLineFixture({
      price: null,
      rrp: null,
      lineDiscount: null,
      lineTotal: null,
      selectedWarranty: { id: 1, name: 'Extended Care 2 Years', price: null },
    });
    const cart = {
      ...cartFixture({ products: [line] }),
      subTotal: null,
      discountTotal: null,
      giftCardTotal: null,
      orderTotal: null,
      savingTotal: null,
      pricesHidden: true as const,
    };
    const { container } = renderAt(
      '/cart',
      <>
        <ul>
          <CartLineItem line={line} themeId="aoc" />
        </ul>
        <CartSummary cart={cart} />
      </>,
    );
    const links = await screen.findAllByRole('link', { name: PRICE_COPY.logInForPrice });
    expect(links).toHaveLength(3); // unit price, line total, order total
    for (const link of links) expect(link.getAttribute('href')).toBe('/account/login?returnUrl=%2Fcart');
    expect(container.textContent).not.toMatch(/\$|N\/A|Request Price/);
    expect(screen.getByText(/Extended Care 2 Years/).textContent).not.toContain('(');
  });
});
