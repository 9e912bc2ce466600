import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  orderLines,
  orderPayments,
  orders,
  type Db,
  type NewOrder,
  type NewOrderLine,
  type NewOrderPayment,
  type OrderRow,
} from '@shop/db';

// For tests only: a placed order written straight into the tables, as placement leaves one.

export interface TestOrderInput {
  order?: Partial<NewOrder>;
  lines?: Partial<NewOrderLine>[];
  payments?: Partial<NewOrderPayment>[];
}

const address = {
  firstName: 'Alex',
  lastName: 'Shopper',
  companyName: '',
  address: '1 Example Street',
  suburb: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'AU',
};

export async function insertPlacedOrder(db: Db, input: TestOrderInput = {}): Promise<OrderRow> {
  const [order] = await db
    .insert(orders)
    .values({
      cartId: randomUUID(),
      status: 'placed',
      orderNumber: sql`nextval('order_number_seq')::text`,
      theme: 'aol',
      email: 'alex@example.com',
      phone: '0412345678',
      deliveryAddress: { ...address, deliveryInstructions: 'Leave at the side gate' },
      billingAddress: address,
      deliveryDate: '2030-06-13',
      subTotalCents: 129_900,
      shippingCents: 1050,
      totalCents: 130_950,
      paymentMethod: 'CreditCard',
      placedAt: new Date(),
      ...input.order,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  const lines = input.lines ?? [{}];
  if (lines.length > 0)
    await db.insert(orderLines).values(
      lines.map((l, i) => ({
        orderId: order.id,
        lineNo: i + 1,
        productId: 1,
        sku: `SKU-${i + 1}`,
        title: `Test fridge ${i + 1}`,
        brand: 'Testbrand',
        category: 'Fridges',
        categoryUri: 'kitchen/fridges',
        qty: 1,
        unitPriceCents: 129_900,
        lineTotalCents: 129_900,
        ...l,
      })),
    );
  const payments = input.payments ?? [{}];
  if (payments.length > 0)
    await db.insert(orderPayments).values(
      payments.map((p) => ({
        orderId: order.id,
        kind: 'charge' as const,
        method: 'CreditCard',
        amountCents: order.totalCents,
        currency: order.currency,
        status: 'captured' as const,
        idempotencyKey: `test-${randomUUID()}`,
        gatewayReference: `psp-${randomUUID()}`,
        keyName: 'default',
        cardBrand: 'visa',
        cardLast4: '4242',
        ...p,
      })),
    );
  return order;
}
