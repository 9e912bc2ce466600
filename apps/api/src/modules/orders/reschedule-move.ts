import type { Db, NewOrderPayment } from '@shop/db';
import { AppError } from '@shop/server-kit';
import { releaseDeliverySlot, takeDeliverySlot } from '../delivery/service.ts';
import { lockPlacedOrder } from './order-queries.ts';
import type { MoneyPlan } from './reschedule-money.ts';
import { insertPayment, moveOrderDelivery, recordDeliveryChange } from './reschedule-queries.ts';

// The move itself, in one transaction under the order's row lock: take the new day's slot (refused when the day has
// filled up meanwhile), give back the old one, record the payment and the change, and set the order's new date.

export interface MoveInput {
  orderId: string;
  /** The date the request saw; another change in between refuses this one rather than overwrite it. */
  expectedDate: string | null;
  date: string;
  warehouseId: number;
  newCents: number;
  money: MoneyPlan;
}

const taken = () =>
  new AppError('delivery_date_unavailable', [
    'That delivery date is no longer available. Please pick another.',
  ]);

function paymentRow(orderId: string, money: MoneyPlan): NewOrderPayment | null {
  const common = {
    orderId,
    method: 'CreditCard',
    currency: money.currency,
    idempotencyKey: money.key,
    cardBrand: money.card.brand,
    cardLast4: money.card.last4,
  };
  switch (money.kind) {
    case 'none':
      return null;
    case 'charge':
      return {
        ...common,
        kind: 'reschedule',
        amountCents: money.diffCents,
        status: 'authorised',
        gatewayReference: money.gateway?.pspReference ?? null,
        keyName: money.gateway?.keyName ?? null,
      };
    case 'due':
      return { ...common, kind: 'reschedule', amountCents: money.diffCents, status: 'due' };
    case 'refund':
      // Taken off what was still owed only: no money moves, so no payment row.
      if (!money.gateway && money.remainingDelta === money.diffCents) return null;
      return {
        ...common,
        kind: 'refund',
        amountCents: -money.diffCents + money.remainingDelta,
        // Nothing to refund through (no card payment): the shop owes it, for staff to pay back.
        status: money.gateway ? 'pending' : 'due',
        gatewayReference: money.gateway?.pspReference ?? null,
        keyName: money.gateway?.keyName ?? null,
      };
  }
}

/** 'already': a request for the same date got there first (its answer is the recorded change). */
export async function applyMove(tx: Db, input: MoveInput): Promise<'already' | { paymentId: number | null }> {
  const order = await lockPlacedOrder(tx, input.orderId);
  if (!order) throw new AppError('order_not_found', ['Order not found']);
  if (order.deliveryDate === input.date) return 'already';
  if (order.deliveryDate !== input.expectedDate)
    throw new AppError('idempotency_conflict', [
      'The delivery date has just been changed. Please reload the page.',
    ]);
  if (!(await takeDeliverySlot(tx, input.warehouseId, input.date))) throw taken();
  if (order.slotBooked && order.warehouseId !== null && order.deliveryDate)
    await releaseDeliverySlot(tx, order.warehouseId, order.deliveryDate);
  const row = paymentRow(order.id, input.money);
  const payment = row ? await insertPayment(tx, row) : null;
  await moveOrderDelivery(tx, order.id, {
    deliveryDate: input.date,
    warehouseId: input.warehouseId,
    shippingCents: input.newCents,
    totalDelta: input.money.diffCents,
    remainingDelta: input.money.remainingDelta,
  });
  await recordDeliveryChange(tx, {
    orderId: order.id,
    fromDate: order.deliveryDate,
    toDate: input.date,
    fromCents: order.shippingCents,
    toCents: input.newCents,
    paymentId: payment?.id ?? null,
  });
  return { paymentId: payment?.id ?? null };
}
