import type { AvailabilityResponse } from '@shop/contracts';
import { inTransaction, type Db } from '@shop/db';
import {
  centsToDollars,
  formatIsoDate,
  parseProformaBrands,
  toCalendarDate,
  type Country,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { loadSettings } from '../content/service.ts';
import { toAvailabilityResponse } from '../delivery/availability.ts';
import { deliveryPlan, type DeliveryPlan } from '../delivery/service.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import { dateTuple } from './confirmation.ts';
import type { LinkSigner } from './link-token.ts';
import { findPlacedOrderByNumber, type OrderDetail } from './order-queries.ts';
import { moveMoney, settleMoney, type MoneyPlan } from './reschedule-money.ts';
import {
  countDeliveryChanges,
  findChangeTo,
  orderDeliveryLines,
  orderHasFreeDelivery,
} from './reschedule-queries.ts';
import { applyMove } from './reschedule-move.ts';
import { canReschedule, shopToday } from './shop-day.ts';

// Rescheduling a placed order's delivery (page type rescheduleDelivery): the order e-mail's signed link or the
// signed-in owner may move it to another date of the same calendar until two working days before delivery; the price
// difference is charged to the stored card or refunded to the original payment through the gateway.

export interface RescheduleContext {
  db: Db;
  gateway: CardGateway;
  signer: LinkSigner;
  /** Where a gateway challenge would return (the storefront's 3-D Secure return). */
  returnUrl: string;
  supportNumber: () => Promise<string>;
  now?: () => Date;
}

/** Who asks: the signed-in account (or null) and the e-mail link's token (or none). */
export interface Requester {
  accountId: string | null;
  token: string | undefined;
}

type DateTuple = [number, number, number];

export interface RescheduleOutcome {
  orderNumber: string;
  deliveryDate: DateTuple;
  priceDifference: number;
}

// One answer for unknown, not placed, and not yours: whether an order number exists is never revealed.
const notFound = () => new AppError('order_not_found', ['Order not found']);

async function orderFor(ctx: RescheduleContext, who: Requester, orderNumber: string): Promise<OrderDetail> {
  const detail = await findPlacedOrderByNumber(ctx.db, orderNumber);
  if (!detail) throw notFound();
  const owner = who.accountId !== null && detail.order.accountId === who.accountId;
  if (owner || (who.token !== undefined && (await ctx.signer.verify(detail.order.id, who.token))))
    return detail;
  throw notFound();
}

async function closedError(ctx: RescheduleContext): Promise<AppError> {
  return new AppError('reschedule_closed', [
    `Your delivery is less than two working days away and can no longer be changed online. Please call us on ${await ctx.supportNumber()}.`,
  ]);
}

/** The order's own calendar: its address, lines, services and free-delivery coupon, as the checkout planned them. */
async function planOf(ctx: RescheduleContext, detail: OrderDetail, now: Date): Promise<DeliveryPlan> {
  const { order } = detail;
  const [lines, freeDelivery, settings] = await Promise.all([
    orderDeliveryLines(ctx.db, order.id),
    orderHasFreeDelivery(ctx.db, order.id),
    loadSettings(ctx.db),
  ]);
  return deliveryPlan(ctx.db, {
    country: order.country,
    postcode: order.deliveryAddress.postcode,
    suburb: order.deliveryAddress.suburb,
    state: order.deliveryAddress.state,
    lines,
    freeDelivery,
    selectedServiceSkus: order.deliveryServices.map((s) => s.sku),
    winningDeliveryServiceOverride: false,
    proformaBrands: parseProformaBrands(
      settings.items.find((i) => i.name === 'proformaShippingBrands')?.value,
    ),
    today: now,
  });
}

async function openOrder(ctx: RescheduleContext, who: Requester, orderNumber: string, now: Date) {
  const detail = await orderFor(ctx, who, orderNumber);
  const { order } = detail;
  if (!canReschedule(order.country as Country, order.deliveryDate, shopToday(order.country as Country, now)))
    throw await closedError(ctx);
  return detail;
}

/** GET /api/checkout/reschedule: the order's calendar; its current date is marked and not offered again. */
export async function rescheduleAvailability(
  ctx: RescheduleContext,
  who: Requester,
  orderNumber: string,
): Promise<AvailabilityResponse> {
  const now = ctx.now?.() ?? new Date();
  const detail = await openOrder(ctx, who, orderNumber, now);
  const { order } = detail;
  const answer = toAvailabilityResponse(await planOf(ctx, detail, now), {
    cartId: order.cartId,
    winningDeliveryServiceOverride: false,
  });
  const current = order.deliveryDate ? dateTuple(order.deliveryDate) : null;
  const same = (d: readonly number[]) => current !== null && d.every((v, i) => v === current[i]);
  return {
    ...answer,
    availability: {
      ...answer.availability,
      dates: answer.availability.dates.map((d) => (same(d.date) ? { ...d, available: false } : d)),
    },
    currentDeliveryDate: current,
  };
}

/** What a repeated request for the date the order already has answers: the change that moved it there, if any. */
async function alreadyThere(db: Db, detail: OrderDetail, date: string): Promise<RescheduleOutcome> {
  const change = await findChangeTo(db, detail.order.id, date);
  return {
    orderNumber: detail.order.orderNumber ?? '',
    deliveryDate: dateTuple(date),
    priceDifference: change ? centsToDollars(change.toCents - change.fromCents) : 0,
  };
}

/** POST /api/checkout/reschedule: idempotent per (order, new date). */
export async function rescheduleDelivery(
  ctx: RescheduleContext,
  who: Requester,
  body: { orderNumber: string; deliveryDate: readonly [number, number, number] },
): Promise<RescheduleOutcome> {
  const now = ctx.now?.() ?? new Date();
  const date = formatIsoDate(toCalendarDate(body.deliveryDate));
  const detail = await orderFor(ctx, who, body.orderNumber);
  if (detail.order.deliveryDate === date) return alreadyThere(ctx.db, detail, date);
  const open = await openOrder(ctx, who, body.orderNumber, now);
  const plan = await planOf(ctx, open, now);
  const day = plan.dates.find((d) => d.date === date);
  if (!day?.available || !plan.warehouse)
    throw new AppError('delivery_date_unavailable', [
      'That delivery date is no longer available. Please pick another.',
    ]);
  const changeNo = (await countDeliveryChanges(ctx.db, open.order.id)) + 1;
  const money: MoneyPlan = await moveMoney(ctx, open, {
    newCents: day.priceCents,
    key: `reschedule:${open.order.id}:${changeNo}:${date}`,
  });
  const moved = await inTransaction(ctx.db, (tx) =>
    applyMove(tx, {
      orderId: open.order.id,
      expectedDate: open.order.deliveryDate,
      date,
      warehouseId: plan.warehouse!.id,
      newCents: day.priceCents,
      money,
    }),
  ).catch(async (err: unknown) => {
    await settleMoney(ctx, money, 'abandon');
    throw err;
  });
  if (moved === 'already') return alreadyThere(ctx.db, open, date);
  await settleMoney(ctx, { ...money, paymentId: moved.paymentId }, 'complete');
  return {
    orderNumber: open.order.orderNumber ?? '',
    deliveryDate: dateTuple(date),
    priceDifference: centsToDollars(day.priceCents - open.order.shippingCents),
  };
}
