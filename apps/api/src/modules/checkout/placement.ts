import { setTimeout as delay } from 'node:timers/promises';
import type { OrderPostResult } from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import { createKeyedQueue } from '../cart/serial.ts';
import { listKeyOf, type ListOwner } from '../shared/owned-list.ts';
import { findCheckoutCart } from './checkout-cart-queries.ts';
import { checkoutFailed, paymentRefused, placedResult, type CheckoutContext } from './context.ts';
import type { CheckoutBody } from './form.ts';
import { cancelChallenge, releaseAfterOutage } from './void.ts';
import { isGatewayUnknown, placeReserved, settle } from './payment-flow.ts';
import { findLiveOrder, findOrder, type OrderWithPayment } from './reservation-queries.ts';
import { CHECKOUT_COPY_SERVER, reserveOrder } from './reserve.ts';
import { viewerPaymentOptions } from '../orders/checkout-view.ts';
import type { StaffViewer } from '../orders/staff-checkout.ts';
import type { StaffChoice } from './staff-choice.ts';
import { asksForStaff, staffChoiceOf } from './staff-rules.ts';
import { PROVIDER_COPY, abandonRedirect, startInStore, startRedirect } from './provider.ts';

// POST /api/checkout (docs/decisions/0025): the cart id is the idempotency key. Within a process one cart's submits
// run one after another; across processes the cart's row lock and the one-live-order index decide, and a submit that
// finds another's reservation waits for its outcome and answers with it.

/** How long a submit waits for another process's reservation of the same cart to finish, and how often it looks. */
export const WAIT_FOR_RESERVED = { timeoutMs: 30_000, everyMs: 50 } as const;

export interface SubmitInput {
  owner: ListOwner;
  accountId: string | null;
  body: CheckoutBody;
  /** The client's address (card-testing defence). */
  client: string;
  /**
   * The viewer when staff (access.ts's role check on the identity service's profile), else null; a shopper when left
   * out. Asked only when the body carries something only staff may, so a shopper's submit never waits for it.
   */
  staff?: () => Promise<StaffViewer | null>;
  /** The referral code the shopper arrived with (docs/decisions/0039); kept on the order, judged when it is placed. */
  referralCode?: string | null;
}

/** What the viewer may ask for: the opts bitmask their checkout view offered and the checked staff part. */
interface Allowed {
  opts: number;
  staff: StaffChoice;
}

/**
 * Refuses, before anything is reserved, what the viewer may not ask for: the staff fields and methods for anyone who
 * is not staff, an unknown store or an inactive or other store's salesperson for staff (docs/decisions/0034).
 */
async function allowedFor(ctx: CheckoutContext, input: SubmitInput): Promise<Allowed> {
  const viewer = asksForStaff(input.body) && input.staff ? await input.staff() : null;
  const staff = await staffChoiceOf(ctx.db, ctx.config.country, input.body, viewer);
  return { opts: viewerPaymentOptions(viewer !== null, ctx.config.theme), staff };
}

export interface Checkout {
  /**
   * Places the cart's order; `site` is the request's brand and country (its prices, provider pages and 3-D Secure
   * return address follow them); left out, the context's own.
   */
  submit(input: SubmitInput, site?: CheckoutContext): Promise<OrderPostResult>;
  /** Runs a task after the earlier ones for the same cart in this process (the 3-D Secure return and void use it). */
  serially<T>(cartId: string, task: () => Promise<T>): Promise<T>;
}

/** The answer an order that has left `reserved` gives to every later or concurrent submit of its cart. */
function outcomeOf(ctx: CheckoutContext, found: OrderWithPayment): OrderPostResult {
  if (found.order.status === 'placed') return placedResult(found.order, found.payment);
  if (found.payment?.status === 'refused') throw paymentRefused(ctx, found.payment.refusalReason);
  throw checkoutFailed(ctx);
}

async function waitForOutcome(ctx: CheckoutContext, orderId: string): Promise<OrderWithPayment> {
  const deadline = Date.now() + WAIT_FOR_RESERVED.timeoutMs;
  for (;;) {
    const found = await findOrder(ctx.db, orderId);
    if (!found) throw checkoutFailed(ctx);
    if (found.order.status !== 'reserved') return found;
    // A challenge (or a provider's page) belongs to the browser that received it; a second submit cannot answer
    // with its form.
    if (
      found.payment?.status === 'challenge' ||
      found.payment?.status === 'redirected' ||
      Date.now() > deadline
    )
      throw new AppError('checkout_in_progress', [
        'Your order is being processed. Please wait a moment before trying again.',
      ]);
    await delay(WAIT_FOR_RESERVED.everyMs);
  }
}

/** The cart a submit means: the owner's cart, or once placed (the row is gone) the cart the placed order came from. */
async function cartIdOf(ctx: CheckoutContext, input: SubmitInput): Promise<string> {
  const key = listKeyOf(input.owner);
  const cart = key ? await findCheckoutCart(ctx.db, key) : null;
  if (cart) return cart.id;
  const previous = key && 'listId' in key ? key.listId : (input.body.cartId ?? null);
  if (previous) {
    const live = await findLiveOrder(ctx.db, previous).catch(() => null);
    const owned =
      live &&
      (key && 'listId' in key ? live.order.accountId === null : live.order.accountId === input.accountId);
    if (live && owned) return previous;
  }
  throw new AppError('cart_empty', [CHECKOUT_COPY_SERVER.emptyCart]);
}

async function submitOnce(
  ctx: CheckoutContext,
  cartId: string,
  input: SubmitInput,
  allowed: Allowed,
): Promise<OrderPostResult> {
  const live = await findLiveOrder(ctx.db, cartId);
  if (live?.order.status === 'placed') return placedResult(live.order, live.payment);
  // The shopper left a 3-D Secure challenge and pays again: that attempt is cancelled and a new one starts.
  if (live?.payment?.status === 'challenge') await cancelChallenge(ctx, live);
  else if (live?.payment?.status === 'redirected') {
    // Back from a provider's page without finishing: approved there meanwhile answers the order; else it is cancelled.
    const settled = await abandonRedirect(ctx, { order: live.order, payment: live.payment });
    if (settled.kind === 'placed') return placedResult({ orderNumber: settled.orderNumber }, live.payment);
    if (settled.kind === 'pending') throw new AppError('checkout_in_progress', [PROVIDER_COPY.stillPending]);
  } else if (live) return outcomeOf(ctx, await waitForOutcome(ctx, live.order.id));

  await ctx.guard.assertAllowed({ cartId, client: input.client });
  const reserved = await reserveOrder(ctx, {
    cartId,
    body: input.body,
    accountId: input.accountId,
    opts: allowed.opts,
    staff: allowed.staff,
    referralCode: input.referralCode ?? null,
  });
  if (reserved.kind === 'busy') {
    const found =
      reserved.live.order.status === 'reserved'
        ? await waitForOutcome(ctx, reserved.live.order.id)
        : reserved.live;
    return outcomeOf(ctx, found);
  }
  const { payment } = reserved;
  if (!payment) {
    const number = await placeReserved(ctx, reserved.orderId, null, null);
    if (number === null) throw checkoutFailed(ctx);
    return placedResult({ orderNumber: number }, null);
  }
  const target = { orderId: reserved.orderId, payment, keyName: reserved.keyName };
  if (reserved.way.kind === 'redirect') return startRedirect(ctx, target, reserved.way.provider);
  if (reserved.way.kind === 'instore')
    return startInStore(ctx, target, (input.body.devicePaymentCode ?? '').trim());
  const blob = input.body.encryptedValues?.[reserved.keyName] ?? '';
  let result;
  try {
    result = await ctx.gateway.authorise(
      {
        merchantReference: payment.idempotencyKey,
        amount: { valueCents: payment.amountCents, currency: ctx.config.currency },
        keyName: reserved.keyName,
        card: { encrypted: blob },
        storePaymentMethod: true,
        browserInfo: input.body.browserInfo ?? null,
        returnUrl: ctx.returnUrl(payment.idempotencyKey),
        shopperIp: input.client,
      },
      payment.idempotencyKey,
    );
  } catch (err) {
    if (!isGatewayUnknown(err)) throw err;
    // The outcome is unknown: released when the gateway confirms it holds nothing, else left to the reconciler.
    await releaseAfterOutage(ctx, reserved.orderId, payment);
    // A 503: the checkout page shows 001 §8's 'other checkout errors' sentence (do not pay again, call us).
    throw new AppError('gateway_unavailable');
  }
  return settle(ctx, { orderId: reserved.orderId, cartId, payment }, result, { client: input.client });
}

export function createCheckout(ctx: CheckoutContext): Checkout {
  const queue = createKeyedQueue();
  const serially = <T>(cartId: string, task: () => Promise<T>) => queue.run(`checkout:${cartId}`, task);
  return {
    serially,
    async submit(input, site = ctx) {
      const allowed = await allowedFor(site, input);
      const cartId = await cartIdOf(site, input);
      return serially(cartId, () => submitOnce(site, cartId, input, allowed));
    },
  };
}
