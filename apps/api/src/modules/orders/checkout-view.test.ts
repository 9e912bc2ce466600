import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cart,
  CheckoutView,
  OrderConfirmation,
  PaymentConfiguration,
  PaymentConfigurationV2,
} from '@shop/contracts';
import { PAYMENT_OPTION_FLAGS, minimumDeposit } from '@shop/domain';
import { profileFor } from '../auth/fake-identity-client.ts';
import { dbLabel } from '../shared/test-app.ts';
import { insertPlacedOrder } from './test-orders.ts';
import { createLinkSigner } from './link-token.ts';
import { createOrdersTestApp, TEST_SECRET, type OrdersTestApp } from './test-setup.ts';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(async () => t?.close());

const F = PAYMENT_OPTION_FLAGS;

describe(`checkout view on ${dbLabel}`, () => {
  it("answers a guest's cart with its e-mail, the gateway's keys and the cart's deposit figures", async () => {
    const guest = t.browser();
    const product = await t.buyable();
    await guest.call('POST', '/api/cart/product/', { code: product.sku, quantity: 2 });
    await guest.call('POST', '/api/cart/email', { email: 'guest@example.com' });
    const cart = Cart.parse((await guest.call('GET', '/api/cart/')).json());
    const res = await guest.call('GET', '/api/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = CheckoutView.parse(res.json());
    expect(view).toMatchObject({
      cartId: cart.cartId,
      customer: { email: 'guest@example.com', phone: '', locked: false, shippingAddress: null },
      stores: [],
      salesPeople: [],
      store: null,
      partialPaymentPercentage: 30,
      depositPercentage: 30,
      country: 'AU',
      currency: 'AUD',
      customerSupportNumber: '1300 726 400',
      proformaShippingBrands: ['fisher & paykel', 'asko'],
    });
    expect(view.opts).toBe(
      F.PayPal |
        F.Zip |
        F.Afterpay |
        F.Klarna |
        F.Humm |
        F.WarehouseStorageCharge |
        F.UniqueRequirements |
        F.DeliveryInstructions |
        F.InstallationContact |
        F.ConnectRemove,
    );
    // Staff-only methods are not a guest's.
    expect(view.opts & (F.ZipInStore | F.StaffOnlyOtherPaymentMethod)).toBe(0);
    const total = cart.orderTotal ?? 0;
    expect(view.cartDeposit).toBe(minimumDeposit(total, 30));
    expect(view.cartRemainingPayment).toBeCloseTo(total - view.cartDeposit, 2);
    expect(Object.keys(view.x509EncryptionKeys)).toEqual(expect.arrayContaining(['default', 'Miele']));
    expect(view.x509EncryptionKeys.default).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('answers an empty cart with no deposit offered', async () => {
    const view = CheckoutView.parse((await t.browser().call('GET', '/api/checkout')).json());
    expect(view).toMatchObject({ cartId: '00000000-0000-0000-0000-000000000000', depositPercentage: null });
    expect(view.cartDeposit).toBe(0);
  });

  it("answers a signed-in shopper with the account's e-mail, phone and newest saved address", async () => {
    const shopper = t.browser();
    t.fake.profiles.set(
      'acct-view',
      profileFor('acct-view', { email: 'member@example.com', phone: '0412 345 678' }),
    );
    await shopper.signIn('acct-view');
    const saved = await shopper.call('POST', '/api/account/order/addresses/save', {
      firstName: 'Sam',
      lastName: 'Member',
      address: '2 Member Road',
      suburb: 'Richmond',
      state: 'VIC',
      postcode: '3121',
    });
    expect(saved.statusCode).toBe(200);
    const view = CheckoutView.parse((await shopper.call('GET', '/api/checkout')).json());
    expect(view.customer).toMatchObject({
      email: 'member@example.com',
      phone: '0412 345 678',
      locked: false,
    });
    expect(view.customer.shippingAddress).toMatchObject({
      firstName: 'Sam',
      address: '2 Member Road',
      postcode: '3121',
    });
    expect(view.customer.billingAddress).toEqual(view.customer.shippingAddress);
    expect(view.opts & F.ZipInStore).toBe(0);
  });

  it('offers Zip in store and the staff options to a signed-in staff account only (ADR 0029, 0034)', async () => {
    const staff = t.browser();
    t.fake.profiles.set('acct-staff-view', profileFor('acct-staff-view', { winningUserId: 'W-100' }));
    await staff.signIn('acct-staff-view');
    const view = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
    expect(view.opts & F.ZipInStore).toBe(F.ZipInStore);
    expect(view.opts & F.PayPal).toBe(F.PayPal);
    expect(view.opts & F.StaffOnlyOtherPaymentMethod).toBe(F.StaffOnlyOtherPaymentMethod);
    expect(view.stores.length).toBeGreaterThan(0);
    // A salesperson code alone is not staff (access.ts: staff are the accounts with a winningUserId).
    const coded = t.browser();
    t.fake.profiles.set('acct-coded', profileFor('acct-coded', { salespersonCode: 'SP001' }));
    await coded.signIn('acct-coded');
    const plain = CheckoutView.parse((await coded.call('GET', '/api/checkout')).json());
    expect(plain).toMatchObject({ stores: [], salesPeople: [], store: null });
    expect(plain.opts & (F.ZipInStore | F.StaffOnlyOtherPaymentMethod)).toBe(0);
  });
});

describe(`payment configuration on ${dbLabel}`, () => {
  it('enables the credit card and the instalment providers, each with its bounds (issue 13)', async () => {
    const v2 = PaymentConfigurationV2.parse(
      (await t.app.inject('/api/checkout/v2/paymentconfiguration')).json(),
    );
    const card = v2.paymentConfigurations.find((p) => p.provider === 'CreditCard');
    expect(card).toMatchObject({ isEnabled: true });
    expect(
      v2.paymentConfigurations
        .filter((p) => p.isEnabled)
        .map((p) => p.provider)
        .sort(),
    ).toEqual(['AfterPay', 'CreditCard', 'Humm', 'Klarna', 'PayPal', 'Zip']);
    expect(Object.keys(v2.x509EncryptionKeys)).toContain('default');

    const v1 = PaymentConfiguration.parse((await t.app.inject('/api/checkout/paymentconfiguration')).json());
    expect(v1.paymentOptions.CreditCard?.isEnabled).toBe(true);
    expect(v1.paymentOptions.AfterPay).toEqual({
      isEnabled: true,
      details: { minimumAmount: 1, maximumAmount: 2000 },
    });
    expect(v1.paymentOptions.Zip?.details).toMatchObject({ repaymentPeriodMonths: 24 });
  });
});

describe(`confirmation on ${dbLabel}`, () => {
  it('shows the order to the browser whose cart placed it, and to no other browser', async () => {
    const owner = t.browser();
    const product = await t.buyable();
    await owner.call('POST', '/api/cart/product/', { code: product.sku, quantity: 1 });
    const cartId = Cart.parse((await owner.call('GET', '/api/cart/')).json()).cartId;
    const order = await insertPlacedOrder(t.handle.db, {
      order: { cartId, depositCents: 50_000, remainingCents: 80_950 },
    });
    const url = `/api/checkout/confirmation?id=${cartId}`;
    const mine = await owner.call('GET', url);
    expect(mine.statusCode).toBe(200);
    const shown = OrderConfirmation.parse(mine.json());
    expect(shown).toMatchObject({
      cartId,
      orderNumber: order.orderNumber,
      status: 'placed',
      deliveryDate: [2030, 6, 13],
      shipping: 10.5,
      total: 1309.5,
      depositPaid: 500,
      remainingPayment: 809.5,
      paymentMethod: 'Credit Card (Visa ending 4242)',
      canReschedule: true,
    });
    expect(shown.deliveryAddress.deliveryInstructions).toBe('Leave at the side gate');
    expect(shown.lines).toEqual([expect.objectContaining({ sku: 'SKU-1', quantity: 1, unitPrice: 1299 })]);

    const stranger = t.browser();
    await stranger.call('POST', '/api/cart/product/', { code: product.sku, quantity: 1 });
    for (const res of [
      await stranger.call('GET', url),
      await t.app.inject(url),
      await owner.call('GET', '/api/checkout/confirmation?id=00000000-0000-4000-8000-000000000000'),
      await owner.call('GET', '/api/checkout/confirmation?id=not-a-cart'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'order_not_found' });
    }
  });

  it("gives the order's own browser the e-mail's signed reschedule link while the date may change", async () => {
    const owner = t.browser();
    const product = await t.buyable();
    await owner.call('POST', '/api/cart/product/', { code: product.sku, quantity: 1 });
    const cartId = Cart.parse((await owner.call('GET', '/api/cart/')).json()).cartId;
    const order = await insertPlacedOrder(t.handle.db, { order: { cartId } });
    const shown = OrderConfirmation.parse(
      (await owner.call('GET', `/api/checkout/confirmation?id=${cartId}`)).json(),
    );
    const link = new URL(shown.rescheduleUrl ?? '', 'http://shop.test');
    expect(link.pathname).toBe('/customer/reschedule-delivery');
    expect(link.searchParams.get('orderNumber')).toBe(order.orderNumber);
    // The same token the e-mail carries: it proves the link, whoever holds it.
    const token = link.searchParams.get('token') ?? '';
    const signer = createLinkSigner({ storefrontSecret: TEST_SECRET, dataDir: '', production: false });
    expect(await signer.verify(order.id, token)).toBe(true);

    // A delivery already past (or none) cannot move: no link.
    const past = await insertPlacedOrder(t.handle.db, {
      order: { accountId: 'acct-past', deliveryDate: '2020-01-07' },
    });
    const browser = t.browser();
    await browser.signIn('acct-past');
    const closed = OrderConfirmation.parse(
      (await browser.call('GET', `/api/checkout/confirmation?id=${past.cartId}`)).json(),
    );
    expect(closed).toMatchObject({ canReschedule: false });
    expect(closed.rescheduleUrl).toBeUndefined();
  });

  it('shows an order to the account that placed it, from any browser', async () => {
    const order = await insertPlacedOrder(t.handle.db, { order: { accountId: 'acct-confirm' } });
    const url = `/api/checkout/confirmation?id=${order.cartId}`;
    const elsewhere = t.browser();
    await elsewhere.signIn('acct-confirm');
    expect((await elsewhere.call('GET', url)).statusCode).toBe(200);
    await elsewhere.signIn('acct-someone-else');
    expect((await elsewhere.call('GET', url)).statusCode).toBe(404);
  });

  it('does not show an order that is not placed', async () => {
    const order = await insertPlacedOrder(t.handle.db, {
      order: { accountId: 'acct-failed', status: 'failed', orderNumber: null },
    });
    const browser = t.browser();
    await browser.signIn('acct-failed');
    expect((await browser.call('GET', `/api/checkout/confirmation?id=${order.cartId}`)).statusCode).toBe(404);
  });
});
