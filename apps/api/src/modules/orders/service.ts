import type { OrderConfirmation } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { Country } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { toOrderConfirmation } from './confirmation.ts';
import { reschedulePath, type LinkSigner } from './link-token.ts';
import { findPlacedOrderOfCart } from './order-queries.ts';
import { shopToday } from './shop-day.ts';

/**
 * GET /api/checkout/confirmation?id={cartId}: the order placed from that cart, shown only to the browser whose cart
 * cookie still names the cart or to the account that placed it. Everyone else gets the same 404 as for an unknown
 * id, so an id never tells whether an order exists. While the date may change it carries the e-mail's signed link.
 */
export async function loadConfirmation(
  deps: { db: Db; signer: LinkSigner },
  who: { cookieCartId: string | null; accountId: string | null },
  cartId: string,
  now: Date = new Date(),
): Promise<OrderConfirmation> {
  const { db, signer } = deps;
  const id = cartId.toLowerCase();
  const detail = /^[0-9a-f-]{36}$/.test(id) ? await findPlacedOrderOfCart(db, id) : null;
  const order = detail?.order;
  const mine =
    order !== undefined &&
    (who.cookieCartId === order.cartId || (who.accountId !== null && order.accountId === who.accountId));
  if (!detail || !mine) throw new AppError('order_not_found', ['Order not found']);
  const confirmation = toOrderConfirmation(detail, shopToday(detail.order.country as Country, now));
  // The viewer placed the order, so it may hold the e-mail's link: a guest can move the date from here as well.
  if (!confirmation.canReschedule || !order.orderNumber) return confirmation;
  return { ...confirmation, rescheduleUrl: reschedulePath(order.orderNumber, await signer.sign(order.id)) };
}
