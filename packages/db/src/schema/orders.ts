import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './columns.ts';
import { COUNTRIES, type Country } from './enums.ts';
import { warehouses } from './warehouses.ts';

/**
 * The order's life (docs/decisions/0025-checkout-orders-and-payments.md):
 * reserved (stock, gift-card balance, single-use coupons and the delivery slot are taken, the payment is not final)
 * → placed (paid, or nothing to pay) | failed (refused or abandoned; everything taken is given back)
 * | cancelled (voided by the shopper or the reconciler).
 */
export const ORDER_STATUSES = ['reserved', 'placed', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Public order numbers, taken when an order is placed (so refused attempts burn none). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export interface OrderAddress {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  deliveryInstructions?: string;
}

export interface OrderSupplierDelivery {
  supplier: string;
  /** 'YYYY-MM-DD' */
  date: string;
  priceCents: number;
}

export interface OrderDeliveryService {
  sku: string;
  title: string;
  priceCents: number;
}

/**
 * An order placed from a cart. The cart id is the idempotency key of checkout: at most one order per cart is
 * reserved or placed (partial unique index); failed and cancelled attempts stay as history. Money is integer cents,
 * every amount recomputed on the server at placement.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').unique(),
    cartId: uuid('cart_id').notNull(),
    accountId: text('account_id'),
    status: text('status').$type<OrderStatus>().notNull().default('reserved'),
    theme: text('theme').notNull(),
    country: text('country').$type<Country>().notNull().default('AU'),
    currency: text('currency').notNull().default('AUD'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    /** The referral code the shopper arrived with (refer a friend); rewards are decided when the order is placed. */
    referralCode: text('referral_code'),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    poNumber: text('po_number'),
    /** null: delivered only by suppliers, or cash and carry today. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** The delivery slot this order holds (released when it fails or is cancelled). */
    slotBooked: boolean('slot_booked').notNull().default(false),
    supplierDeliveries: jsonb('supplier_deliveries').$type<OrderSupplierDelivery[]>().notNull().default([]),
    deliveryServices: jsonb('delivery_services').$type<OrderDeliveryService[]>().notNull().default([]),
    requestedDeliveryContact: boolean('requested_delivery_contact').notNull().default(false),
    requestedInstallationContact: boolean('requested_installation_contact').notNull().default(false),
    earlyNotification: boolean('early_notification').notNull().default(false),
    uniqueRequirements: boolean('unique_requirements').notNull().default(false),
    stockFeeAcknowledged: boolean('stock_fee_acknowledged').notNull().default(false),
    subTotalCents: integer('sub_total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Supplier deliveries, delivery services and other priced extras. */
    extrasCents: integer('extras_cents').notNull().default(0),
    /** What the shopper pays: sub total − discounts + shipping + extras − gift cards. */
    totalCents: integer('total_cents').notNull(),
    /** Charged now when a deposit was asked for; the rest is `remaining_cents`. */
    depositCents: integer('deposit_cents'),
    remainingCents: integer('remaining_cents'),
    paymentMethod: text('payment_method').notNull(),
    selectedPaymentOption: integer('selected_payment_option').notNull().default(0),
    /** Staff-assisted orders (issue 14): store subdivision and salesperson. */
    subdivision: text('subdivision'),
    salespersonCode: text('salesperson_code'),
    /** Collected from the store by the customer (001 §4 cash and carry): no delivery, the store's address. */
    cashAndCarry: boolean('cash_and_carry').notNull().default(false),
    /** The staff project the cart was built from (docs/decisions/0032), for the performance dashboard. */
    projectId: uuid('project_id'),
    failureReason: text('failure_reason'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_chk', sql.raw(`status IN (${sqlList(ORDER_STATUSES)})`)),
    check('orders_country_chk', sql.raw(`country IN (${sqlList(COUNTRIES)})`)),
    check('orders_total_chk', sql`${t.totalCents} >= 0 AND ${t.subTotalCents} >= 0`),
    check('orders_placed_number_chk', sql`${t.status} <> 'placed' OR ${t.orderNumber} IS NOT NULL`),
    uniqueIndex('orders_live_cart_uq')
      .on(t.cartId)
      .where(sql`${t.status} IN ('reserved', 'placed')`),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    index('orders_status_idx').on(t.status, t.updatedAt),
    index('orders_salesperson_idx').on(t.salespersonCode, t.placedAt),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
