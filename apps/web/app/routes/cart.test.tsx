import '../components/testing/polyfills.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type Cart } from '@shop/contracts';
import { COUPON_MESSAGES } from '@shop/domain';
import { CartButton } from '../components/cart/CartButton.tsx';
import { setBrowserApi } from '../lib/browser-api.ts';
import { cartStore, resetCartStore } from '../lib/cart-store.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { cartFixture, cartLineFixture, methodFetch } from '../test/cart-fixtures.ts';
import { SITE } from '../test/catalogue.tsx';
import * as cartRoute from './cart.tsx';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
});

const twoLines = () =>
  cartFixture({
    products: [
      cartLineFixture(),
      cartLineFixture({
        lineId: 2,
        productCode: 'FR-2002',
        sku: 'FR-2002',
        title: 'French Door Fridge',
        price: 2000,
        quantity: 2,
        stockQuantity: 2,
        lineTotal: 4000,
      }),
    ],
  });

function renderCart(answers: Parameters<typeof methodFetch>[0]) {
  const api = methodFetch(answers);
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/cart',
        Component: cartRoute.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: cartRoute.loader as never,
        action: cartRoute.clientAction as never,
      },
    ],
    context,
  );
  render(<Stub initialEntries={['/cart']} />);
  return api;
}

describe('gift vouchers in the cart', () => {
  const voucher = {
    id: 4,
    value: 100,
    recipientName: 'Grace Hopper',
    recipientEmail: 'grace@example.com',
    senderName: 'Jo',
    message: '',
  };

  it('shows a voucher line with its recipient and no quantity, and removes it', async () => {
    const withVoucher = cartFixture({ products: [], vouchers: [voucher], voucherTotal: 100, subTotal: 100, orderTotal: 100 });
    const api = renderCart({
      'GET /api/cart/': withVoucher,
      'DELETE /api/cart/vouchers/4': cartFixture({ products: [], vouchers: [] }),
    });
    const line = await screen.findByTestId('cart-voucher');
    expect(within(line).getByText('Gift voucher $100')).toBeTruthy();
    expect(within(line).getByText('To: Grace Hopper <grace@example.com>')).toBeTruthy();
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('heading', { name: '1 item in your cart' })).toBeTruthy();
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Gift voucher $100 for Grace Hopper' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/cart/vouchers/4')).toBe(true));
  });
});

describe('cart page', () => {
  it('lists the lines with labelled quantity steppers, bounded by stock, and the totals', async () => {
    renderCart({ 'GET /api/cart/': twoLines() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Quantity of French Door Fridge' }).textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Front Load Washer 8kg' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Increase quantity of French Door Fridge' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Increase quantity of Front Load Washer 8kg' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('cart-total').textContent).toBe('$5,000');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/customer/checkout');
  });

  it('changes a quantity through the action and shows the new cart', async () => {
    const after = cartFixture({ products: [cartLineFixture({ quantity: 2, lineTotal: 2000 })] });
    let current = cartFixture();
    const api = renderCart({
      'GET /api/cart/': () => ({ body: current }),
      'POST /api/cart/product/': () => {
        current = after;
        return { body: after };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Front Load Washer 8kg' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'WM-1001', quantity: 2, mode: 'set' });
    await waitFor(() => expect(cartStore().getState().cart?.products[0]?.quantity).toBe(2));
    // The page revalidates and shows the server's cart.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Quantity of Front Load Washer 8kg' }).textContent).toBe('2'),
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('$2,000');
  });

  it("shows the server's message when the stock runs out", async () => {
    renderCart({
      'GET /api/cart/': cartFixture(),
      'POST /api/cart/product/': () => ({
        status: 400,
        body: { status: 400, code: 'stock_limit', message: 'Invalid', errors: ['Sorry, only 1 of Front Load Washer 8kg are available.'] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Front Load Washer 8kg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, only 1 of Front Load Washer 8kg are available.');
  });

  it("an empty coupon gives 'Coupon value cannot be empty.' without calling the API; a refusal shows its reason", async () => {
    const api = renderCart({
      'GET /api/cart/': cartFixture(),
      'POST /api/cart/coupon/': () => ({
        status: 400,
        body: { status: 400, code: 'coupon_invalid', message: 'Invalid', errors: ['This coupon has expired.'] },
      }),
    });
    const box = await screen.findByRole('region', { name: 'Coupon or gift card' });
    fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(COUPON_MESSAGES.empty);
    expect(within(box).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.path === '/api/cart/coupon/')).toBe(false);
    expect(within(box).getByLabelText('Code').getAttribute('maxlength')).toBe('40');

    fireEvent.change(within(box).getByLabelText('Code'), { target: { value: 'OLD10' } });
    fireEvent.change(within(box).getByLabelText('Email (optional)'), { target: { value: 'a@b.co' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(box).getByRole('alert').textContent).toBe('This coupon has expired.'));
    expect(api.calls.find((c) => c.path === '/api/cart/coupon/')?.body).toEqual({ code: 'OLD10', userEmail: 'a@b.co' });
  });

  it("shows cart errors in boxes with 'Request Assistance' instead of the totals", async () => {
    renderCart({
      'GET /api/cart/': cartFixture({ errors: [{ message: 'This product can no longer be delivered to you.' }] }),
    });
    const problems = await screen.findByRole('list', { name: 'Problems with your cart' });
    expect(within(problems).getByText('This product can no longer be delivered to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request Assistance' }).getAttribute('href')).toBe('/ask-an-expert');
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('an empty cart says so', async () => {
    renderCart({ 'GET /api/cart/': cartFixture({ products: [], productCount: 0 }) });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});

describe('header cart badge', () => {
  it('counts products plus rewards', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <CartButton /> }]);
    render(<Stub initialEntries={['/']} />);
    const reward = {
      promoId: 1,
      title: 'Bonus detergent',
      rewardLabel: 'Bonus',
      path: '/promotion/x',
      image: null,
      redemptionUrl: null,
      productCodes: ['WM-1001'],
      sortOrder: 0,
    };
    act(() => cartStore().setCart({ ...twoLines(), rewards: [reward] } satisfies Cart));
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
    fireEvent.click(link);
    expect(cartStore().getState().isOpen).toBe(true);
  });
});
