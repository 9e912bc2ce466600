import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Cart } from '@shop/contracts';
import { cartVouchers, products, type ProductRow } from '@shop/db';
import { VOUCHER_MESSAGES } from '@shop/domain';
import { createTestIdentity, testBrowser, type TestIdentity } from '../auth/test-tokens.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

let t: TestApp;
let identity: TestIdentity;
let plain: ProductRow; // $200, stock 5

beforeAll(async () => {
  identity = await createTestIdentity();
  t = await createTestApp({ products: 30, env: identity.env });
  const [row] = await t.handle.db.select().from(products).orderBy(asc(products.id)).limit(1);
  plain = (
    await t.handle.db
      .update(products)
      .set({
        priceCents: 20_000,
        stockQuantity: 5,
        lineDiscountCents: 0,
        rrpCents: null,
        stockStatus: 'inStock',
      })
      .where(eq(products.id, row!.id))
      .returning()
  )[0]!;
});
afterAll(async () => t?.close());

const voucher = (over: Record<string, unknown> = {}) => ({
  value: 100,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  senderName: 'Ada',
  message: 'Happy birthday!',
  ...over,
});

function browser() {
  const b = testBrowser(t.app, identity, CART_COOKIE);
  const call = b.call.bind(b);
  return Object.assign(b, {
    cart: async () => Cart.parse((await call('GET', '/api/cart/')).json()),
    addVoucher: async (over: Record<string, unknown> = {}) => {
      const res = await call('POST', '/api/cart/vouchers', voucher(over));
      expect(res.statusCode, res.body).toBe(200);
      return Cart.parse(res.json());
    },
    addProduct: async (code: string, quantity = 1) => {
      const res = await call('POST', '/api/cart/product/', { code, quantity });
      expect(res.statusCode, res.body).toBe(200);
      return Cart.parse(res.json());
    },
  });
}

describe(`gift vouchers in the cart on ${dbLabel}`, () => {
  it('adds a voucher to a new cart (setting its cookie), lists it without a quantity and counts it in the totals', async () => {
    const b = browser();
    const cart = await b.addVoucher();
    expect(b.cookie).toMatch(new RegExp(`^${CART_COOKIE}=`));
    expect(cart.vouchers).toEqual([
      {
        id: expect.any(Number),
        value: 100,
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        senderName: 'Ada',
        message: 'Happy birthday!',
      },
    ]);
    expect(cart).toMatchObject({
      productCount: 0,
      voucherTotal: 100,
      subTotal: 100,
      orderTotal: 100,
      products: [],
    });
    const mixed = await b.addProduct(plain.sku, 2);
    expect(mixed).toMatchObject({ productCount: 2, voucherTotal: 100, subTotal: 500, orderTotal: 500 });
    expect(await b.cart()).toEqual(mixed);
  });

  it('refuses a bad voucher with every field at fault, in the form order, and keeps the cart as it was', async () => {
    const b = browser();
    await b.addVoucher();
    const res = await b.call('POST', '/api/cart/vouchers', {
      value: 19,
      recipientName: '',
      recipientEmail: 'grace',
      senderName: ' ',
      message: 'x'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [
        VOUCHER_MESSAGES.valueRange,
        VOUCHER_MESSAGES.recipientName,
        VOUCHER_MESSAGES.recipientEmail,
        VOUCHER_MESSAGES.senderName,
        VOUCHER_MESSAGES.messageTooLong,
      ],
    });
    const cents = await b.call('POST', '/api/cart/vouchers', voucher({ value: '20.50' }));
    expect(cents.json()).toMatchObject({ errors: [VOUCHER_MESSAGES.valueWhole] });
    const big = await b.call('POST', '/api/cart/vouchers', voucher({ value: 1001 }));
    expect(big.json()).toMatchObject({ errors: ['Please choose a value from $20 to $1,000.'] });
    expect((await b.cart()).vouchers).toHaveLength(1);
  });

  it('takes the value as typed text too, and at most ten vouchers per cart', async () => {
    const b = browser();
    expect((await b.addVoucher({ value: '$1,000' })).voucherTotal).toBe(1000);
    for (let i = 0; i < 9; i += 1) await b.addVoucher({ value: 20 });
    const eleventh = await b.call('POST', '/api/cart/vouchers', voucher());
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({ errors: [VOUCHER_MESSAGES.tooMany] });
    expect(await b.cart()).toMatchObject({ voucherTotal: 1180, subTotal: 1180 });
  });

  it('removes a voucher by id; another cart cannot, and a voucher not held is 404', async () => {
    const b = browser();
    const cart = await b.addVoucher();
    const id = cart.vouchers[0]!.id;
    const stranger = browser();
    await stranger.addVoucher();
    const theirs = await stranger.call('DELETE', `/api/cart/vouchers/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'cart_line_not_found', errors: [VOUCHER_MESSAGES.notFound] });
    const removed = await b.call('DELETE', `/api/cart/vouchers/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(Cart.parse(removed.json())).toMatchObject({ vouchers: [], subTotal: 0, orderTotal: 0 });
    expect((await b.call('DELETE', `/api/cart/vouchers/${id}`)).statusCode).toBe(404);
    expect((await b.call('DELETE', '/api/cart/vouchers/abc')).statusCode).toBe(400);
  });

  it('never lets a coupon discount a voucher, while a gift card pays for it', async () => {
    const b = browser();
    await b.addProduct(plain.sku, 1);
    await b.addVoucher({ value: 500 });
    const coupon = await b.call('POST', '/api/cart/coupon/', { code: 'SAVE50' });
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect(Cart.parse(coupon.json())).toMatchObject({ subTotal: 700, discountTotal: 50, orderTotal: 650 });
    // A cart of vouchers only has nothing a coupon could take off; a gift card pays for vouchers like anything else.
    const only = browser();
    await only.addVoucher({ value: 500 });
    const refused = await only.call('POST', '/api/cart/coupon/', { code: 'SAVE50' });
    expect(refused.statusCode).toBe(400);
    const gift = await only.call('POST', '/api/cart/coupon/', { code: 'GIFT-100-A1B2' });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(Cart.parse(gift.json())).toMatchObject({ subTotal: 500, giftCardTotal: 100, orderTotal: 400 });
  });

  it('moves the anonymous cart\u2019s vouchers into the account\u2019s cart at sign-in', async () => {
    const acct = `acct-voucher-${Date.now()}`;
    const a = browser();
    await a.addProduct(plain.sku, 1);
    await a.signIn(acct);
    const accountCart = await a.cart();
    const b = browser();
    await b.addVoucher({ recipientName: 'Katherine Johnson', value: 200 });
    const session = (await b.cart()).cartId;
    await b.signIn(acct);
    const merged = await b.cart();
    expect(merged.cartId).toBe(accountCart.cartId);
    expect(merged.vouchers.map((v) => [v.recipientName, v.value])).toEqual([['Katherine Johnson', 200]]);
    expect(merged).toMatchObject({ subTotal: 400, voucherTotal: 200 });
    expect(await t.handle.db.select().from(cartVouchers).where(eq(cartVouchers.cartId, session))).toEqual([]);
  });
});
