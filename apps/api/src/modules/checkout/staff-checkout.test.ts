import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CheckoutView, OrderConfirmation, type CheckoutRequest } from '@shop/contracts';
import { carts, orderPayments, orders, products, projects, type ProductRow } from '@shop/db';
import { PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { createFakeIdentityClient, profileFor } from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { dbLabel } from '../shared/test-app.ts';
import { DELIVERY_CHOICE_COPY } from './delivery-choice.ts';
import { CHECKOUT_COPY_SERVER } from './reserve.ts';
import { STAFF_CHECKOUT_COPY } from './staff-rules.ts';
import {
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  type CheckoutHarness,
} from './test-checkout.ts';

// Staff-assisted checkout (docs/decisions/0034): the staff section of the checkout view for staff only, the staff
// fields refused to everyone else before anything is reserved, and a staff cash-and-carry order paid at the counter.

let h: CheckoutHarness;
let identity: TestIdentity;
let date: [number, number, number];
const fake = createFakeIdentityClient();
let nextAccount = 1;
let nextProduct = 0;

beforeAll(async () => {
  identity = await createTestIdentity();
  h = await createCheckoutHarness({ env: identity.env, identity: fake });
  date = await firstDeliveryDate(h, await stockedProduct(h, 0, { priceCents: 50_000, stockQuantity: 50 }));
}, 60_000);
afterAll(async () => h?.close());

/** A fresh signed-in browser: a staff member (the demo staff's SP001 by default), a customer, or a guest. */
async function browser(kind: 'staff' | 'customer' | 'guest', salespersonCode: string | null = 'SP001') {
  if (kind === 'guest') return { ...shopper(h, `10.70.0.${nextAccount++}`), accountId: null };
  const accountId = `acct-${kind}-${nextAccount}`;
  fake.profiles.set(
    accountId,
    profileFor(accountId, kind === 'staff' ? { winningUserId: `W${nextAccount}`, salespersonCode } : {}),
  );
  const token = await identity.tokenFor(accountId);
  return { ...shopper(h, `10.70.0.${nextAccount++}`, token), accountId };
}

async function product(stockQuantity = 5): Promise<ProductRow> {
  return stockedProduct(h, 1 + nextProduct++, { priceCents: 80_000, stockQuantity });
}

async function stockOf(p: ProductRow): Promise<number> {
  const [row] = await h.handle.db
    .select({ q: products.stockQuantity })
    .from(products)
    .where(eq(products.id, p.id));
  return row!.q;
}

const ordersOf = (cartId: string) => h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));

/** A staff cash-and-carry order for the customer, paid by 'Use Other Payment Method', from Richmond. */
function counterOrder(cartId: string, over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    ...orderBody({ cartId, deliveryDate: date }),
    email: 'walk-in@example.com',
    deliveryDate: null,
    cashAndCarry: true,
    subdivision: 'richmond',
    salespersonCode: 'SP004',
    selectedPaymentOption: F.StaffOnlyOtherPaymentMethod,
    cardDetails: null,
    cardHolderName: null,
    ...over,
  };
}

const STAFF_BITS =
  F.ZipInStore |
  F.StaffOnlyOtherPaymentMethod |
  F.SetSalesperson |
  F.CashAndCarry |
  F.WinningDeliveryServiceOverride;

describe(`staff checkout view on ${dbLabel}`, () => {
  it('gives a staff member the stores, their salespeople, the default store and the staff options', async () => {
    const staff = await browser('staff');
    await staff.add(await product());
    const view = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
    const richmond = view.stores.find((s) => s.subdivision === 'richmond');
    expect(richmond).toMatchObject({ name: 'Richmond', selected: true });
    expect(view.stores.filter((s) => s.selected)).toHaveLength(1);
    // Only the shop's country, and only stores with someone to record the order under.
    expect(view.stores.map((s) => s.subdivision)).not.toContain('mt-wellington');
    expect(view.stores.map((s) => s.subdivision)).toContain('alexandria');
    expect(view.salesPeople).toContainEqual({
      code: 'SP001',
      name: 'Alex Staff',
      subdivision: 'richmond',
      selected: true,
    });
    expect(view.salesPeople.find((p) => p.code === 'SP004')).toMatchObject({ selected: false });
    // The inactive salesperson is never offered.
    expect(view.salesPeople.map((p) => p.code)).not.toContain('SP005');
    // Every other store has its first salesperson selected.
    for (const s of view.stores)
      expect(view.salesPeople.filter((p) => p.subdivision === s.subdivision && p.selected)).toHaveLength(1);
    expect(view.store).toEqual({
      phone: '03 9428 1200',
      address: '550 Church Street',
      suburb: 'Richmond',
      postcode: '3121',
      state: 'VIC',
    });
    expect(richmond?.location).toEqual(view.store);
    expect(view.opts & STAFF_BITS).toBe(STAFF_BITS);
    // The credit account is the commercial theme's only.
    expect(view.opts & F.CRAccount).toBe(0);
  });

  it("defaults a staff member without a salesperson code to the first store and that store's first salesperson", async () => {
    const staff = await browser('staff', null);
    const view = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
    expect(view.stores[0]).toMatchObject({ selected: true });
    const first = view.salesPeople.filter((p) => p.subdivision === view.stores[0]!.subdivision);
    expect(first[0]).toMatchObject({ selected: true });
  });

  it("gives a customer's and an anonymous view no staff data and no staff option", async () => {
    for (const kind of ['customer', 'guest'] as const) {
      const who = await browser(kind);
      await who.add(await product());
      const view = CheckoutView.parse((await who.call('GET', '/api/checkout')).json());
      expect(view).toMatchObject({ stores: [], salesPeople: [], store: null });
      expect(view.customer.locked).toBe(false);
      expect(view.opts & (STAFF_BITS | F.CRAccount)).toBe(0);
    }
  });

  it("locks the customer of a cart built from the staff member's project with a customer e-mail", async () => {
    const staff = await browser('staff');
    const cartId = await staff.add(await product());
    const [project] = await h.handle.db
      .insert(projects)
      .values({
        accountId: staff.accountId!,
        salespersonCode: 'SP001',
        name: 'Kitchen refit',
        customerName: 'Grace Hopper Smith',
        customerEmail: 'grace@example.com',
      })
      .returning();
    await h.handle.db.update(carts).set({ projectId: project!.id }).where(eq(carts.id, cartId));
    const view = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
    expect(view.customer).toMatchObject({
      email: 'grace@example.com',
      // The project leaves the phone empty: it stays editable.
      phone: '',
      locked: true,
      shippingAddress: { firstName: 'Grace', lastName: 'Hopper Smith', address: '' },
    });

    // The order is the locked customer's whatever e-mail the page sends.
    await h.handle.db
      .update(projects)
      .set({ customerPhone: '0400 111 222' })
      .where(eq(projects.id, project!.id));
    const placed = await staff.checkout(
      counterOrder(cartId, { email: 'someone-else@example.com', phoneNumber: '0499 999 999' }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({ status: 'placed', email: 'grace@example.com', phone: '0400 111 222' });

    // A project without a customer e-mail locks nothing.
    await h.handle.db.update(projects).set({ customerEmail: '' }).where(eq(projects.id, project!.id));
    const open = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
    expect(open.customer).toMatchObject({ email: `${staff.accountId}@example.com`, locked: false });
  });
});

describe(`staff checkout submit on ${dbLabel}`, () => {
  it("answers the Winning Services override's calendar to staff only", async () => {
    const body = {
      deliveryAddress: orderBody({ deliveryDate: date }).deliveryAddress,
      winningDeliveryServiceOverride: true,
    };
    const staff = await browser('staff');
    await staff.add(await product(), 1);
    const res = await staff.call('POST', '/api/checkout/avail', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ winningDeliveryServiceOverride: true });
    const customer = await browser('customer');
    await customer.add(await product(), 1);
    expect((await customer.call('POST', '/api/checkout/avail', body)).statusCode).toBe(403);
  });

  it("refuses a customer's and a guest's staff fields with a clear 400, reserving nothing", async () => {
    for (const kind of ['customer', 'guest'] as const) {
      const who = await browser(kind);
      const item = await product();
      const cartId = await who.add(item);
      const card = {
        selectedPaymentOption: F.Default,
        cashAndCarry: false,
        encryptedValues: { default: 'x' },
      };
      const attempts: [Partial<CheckoutRequest>, string][] = [
        [{ ...card, subdivision: 'richmond', salespersonCode: 'SP001' }, STAFF_CHECKOUT_COPY.staffOnly],
        [{ ...card, salespersonCode: 'SP001' }, STAFF_CHECKOUT_COPY.staffOnly],
        [{ ...card, winningDeliveryServiceOverride: true }, STAFF_CHECKOUT_COPY.staffOnly],
        [{ ...card, cashAndCarry: true }, DELIVERY_CHOICE_COPY.cashAndCarryStaffOnly],
        [{ selectedPaymentOption: F.StaffOnlyOtherPaymentMethod }, CHECKOUT_COPY_SERVER.methodUnavailable],
        [{ selectedPaymentOption: F.CRAccount }, CHECKOUT_COPY_SERVER.methodUnavailable],
        [{}, CHECKOUT_COPY_SERVER.methodUnavailable],
      ];
      for (const [over, message] of attempts) {
        const res = await who.checkout(
          counterOrder(cartId, { subdivision: null, salespersonCode: null, ...over }),
        );
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'checkout_invalid', errors: [message] });
      }
      expect(await ordersOf(cartId)).toEqual([]);
      expect(await stockOf(item)).toBe(5);
    }
  });

  it('places a staff cash-and-carry order paid at the counter: the store address, salesperson, no slot, stock taken', async () => {
    const staff = await browser('staff');
    const item = await product();
    const cartId = await staff.add(item, 2);
    const res = await staff.checkout(
      counterOrder(cartId, {
        // Whatever the page sent, the address is the store's.
        deliveryAddress: {
          ...orderBody({ deliveryDate: date }).deliveryAddress,
          address: '1 Elsewhere Road',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderCompleted: true, success: true, paymentReference: null });
    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({
      status: 'placed',
      cashAndCarry: true,
      subdivision: 'richmond',
      salespersonCode: 'SP004',
      paymentMethod: 'OtherPaymentMethod',
      deliveryDate: null,
      warehouseId: null,
      slotBooked: false,
      shippingCents: 0,
      email: 'walk-in@example.com',
      accountId: staff.accountId,
    });
    expect(order!.deliveryAddress).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '550 Church Street',
      suburb: 'Richmond',
      state: 'VIC',
      postcode: '3121',
    });
    expect(order!.totalCents).toBe(160_000);
    expect(
      await h.handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id)),
    ).toEqual([]);
    expect(await stockOf(item)).toBe(3);
    const shown = OrderConfirmation.parse(
      (await staff.call('GET', `/api/checkout/confirmation?id=${cartId}`)).json(),
    );
    expect(shown).toMatchObject({
      deliveryDate: null,
      cashAndCarry: true,
      shipping: 0,
      paymentMethod: 'Other payment method (paid in store)',
    });
  });

  it('records the store and salesperson of a staff order delivered and paid by card', async () => {
    const staff = await browser('staff');
    const item = await product();
    const cartId = await staff.add(item);
    const res = await staff.checkout(
      counterOrder(cartId, {
        cashAndCarry: false,
        deliveryDate: date,
        subdivision: 'alexandria',
        salespersonCode: 'SP002',
        selectedPaymentOption: F.StaffOnlyOtherPaymentMethod,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({
      status: 'placed',
      cashAndCarry: false,
      subdivision: 'alexandria',
      salespersonCode: 'SP002',
      slotBooked: true,
    });
    expect(order!.deliveryAddress).toMatchObject({ address: '1 Analytical Way' });
  });

  it('refuses an inactive salesperson, one of another store, an unknown store and cash and carry without a store', async () => {
    const staff = await browser('staff');
    const item = await product();
    const cartId = await staff.add(item);
    const attempts: [Partial<CheckoutRequest>, string][] = [
      [{ salespersonCode: 'SP005' }, STAFF_CHECKOUT_COPY.salespersonInvalid('SP005')],
      [{ salespersonCode: 'SP002' }, STAFF_CHECKOUT_COPY.salespersonInvalid('SP002')],
      [{ salespersonCode: 'NOPE' }, STAFF_CHECKOUT_COPY.salespersonInvalid('NOPE')],
      [{ subdivision: 'nowhere' }, STAFF_CHECKOUT_COPY.storeUnknown],
      // A New Zealand store is not one of this Australian shop's.
      [{ subdivision: 'mt-wellington', salespersonCode: 'SP012' }, STAFF_CHECKOUT_COPY.storeUnknown],
      [{ subdivision: null, salespersonCode: null }, STAFF_CHECKOUT_COPY.storeForCashAndCarry],
      [{ partialPayment: '500' }, CHECKOUT_COPY_SERVER.depositInStore],
      [{ selectedPaymentOption: F.CRAccount }, CHECKOUT_COPY_SERVER.methodUnavailable],
    ];
    for (const [over, message] of attempts) {
      const res = await staff.checkout(counterOrder(cartId, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'checkout_invalid', errors: [message] });
    }
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await stockOf(item)).toBe(5);
  });

  it('places one order for two staff submits of the same cart at once, through two storefront instances', async () => {
    // A second storefront on the same database: its own in-process queue, so only the database decides.
    const other = await createCheckoutHarness({ handle: h.handle, env: identity.env, identity: fake });
    try {
      const accountId = `acct-staff-twice-${nextAccount}`;
      fake.profiles.set(
        accountId,
        profileFor(accountId, { winningUserId: 'W-twice', salespersonCode: 'SP001' }),
      );
      const token = await identity.tokenFor(accountId);
      const here = shopper(h, `10.70.2.${nextAccount}`, token);
      const there = shopper(other, `10.70.3.${nextAccount++}`, token);
      const item = await product();
      const cartId = await here.add(item, 1);
      const [a, b] = await Promise.all([
        here.checkout(counterOrder(cartId)),
        there.checkout(counterOrder(cartId)),
      ]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
      expect(a.json().orderNumber).toBeTruthy();
      expect(b.json().orderNumber).toBe(a.json().orderNumber);
      expect(await ordersOf(cartId)).toHaveLength(1);
      expect(await stockOf(item)).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('places a credit-account order on the commercial theme, whose staff view offers it', async () => {
    const commercial = await createCheckoutHarness({
      handle: h.handle,
      env: { ...identity.env, THEME: 'aoc' },
      identity: fake,
    });
    try {
      const accountId = `acct-staff-aoc-${nextAccount}`;
      fake.profiles.set(
        accountId,
        profileFor(accountId, { winningUserId: 'W-aoc', salespersonCode: 'SP001' }),
      );
      const staff = shopper(commercial, `10.70.1.${nextAccount++}`, await identity.tokenFor(accountId));
      const item = await product();
      const cartId = await staff.add(item);
      const view = CheckoutView.parse((await staff.call('GET', '/api/checkout')).json());
      expect(view.opts & F.CRAccount).toBe(F.CRAccount);
      const res = await staff.checkout(counterOrder(cartId, { selectedPaymentOption: F.CRAccount }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await ordersOf(cartId))[0]).toMatchObject({ status: 'placed', paymentMethod: 'CRAccount' });
      expect(await stockOf(item)).toBe(4);
    } finally {
      await commercial.close();
    }
  });
});
