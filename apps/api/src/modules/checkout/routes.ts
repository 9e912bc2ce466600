import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutRequest, OrderPostResult, VoidRequest, VoidResult } from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { cartStore } from '../cart/merge.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import { queueOrderEmail, siteOriginOf } from '../orders/order-mail.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { listKeyOf, ownedList, type ListOwner } from '../shared/owned-list.ts';
import { finishChallenge } from './challenge.ts';
import { findCheckoutCart } from './checkout-cart-queries.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { createCheckout } from './placement.ts';
import { startReconciler, type Reconciler } from './reconciler.ts';
import { voidCheckout } from './void.ts';

/** Order submits per client per minute (on top of the card-testing defence, which counts refusals). */
export const CHECKOUT_SUBMITS_PER_MINUTE = 30;
export const THREE_DS_RETURN_PATH = '/api/checkout/3ds';

const ChallengeQuery = z.object({ ref: z.string().trim().min(1).max(100) });
const ChallengeBody = z.object({ MD: z.string().min(1).max(4096), PaRes: z.string().min(1).max(8192) });

export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The checkout's order calls of 001 §7 (docs/decisions/0025): POST /api/checkout, the 3-D Secure return, and
 * POST /api/checkout/void; the reconciler runs for as long as the server does.
 */
export async function registerCheckoutRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; signedIn: SignedIn; gateway: CardGateway },
) {
  const { db, config, signedIn, gateway } = opts;
  await app.register(fastifyCookie);
  const siteOrigin = siteOriginOf(config.hostname);
  const guard = createCardTestingGuard({ redisUrl: config.redisUrl, phone: config.customerSupportNumber });
  const ctx: CheckoutContext = {
    db,
    config,
    gateway,
    guard,
    log: app.log,
    now: () => new Date(),
    returnUrl: (ref) => `${siteOrigin}${THREE_DS_RETURN_PATH}?ref=${encodeURIComponent(ref)}`,
    mailOrder: queueOrderEmail,
  };
  const checkout = createCheckout(ctx);
  const list = ownedList({ db, store: cartStore, cookie: CART_COOKIE, signedIn });
  let reconciler: Reconciler | null = null;
  app.addHook('onReady', async () => {
    reconciler = startReconciler(ctx);
  });
  app.addHook('onClose', async () => {
    await reconciler?.stop();
    await guard.close();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const submitLimit = { rateLimit: { max: CHECKOUT_SUBMITS_PER_MINUTE, timeWindow: 60_000 } };

  r.post(
    '/api/checkout',
    { config: submitLimit, schema: { tags, body: CheckoutRequest, response: { 200: OrderPostResult } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      return checkout.submit({
        owner,
        accountId: 'accountId' in owner ? owner.accountId : null,
        body: request.body,
        client: request.ip,
      });
    },
  );

  /** The cart id a void may name: the owner's cart, or the cart the cookie still names after its order was placed. */
  async function ownsCart(owner: ListOwner, cartId: string): Promise<boolean> {
    const key = listKeyOf(owner);
    if (!key) return false;
    if ('listId' in key && key.listId === cartId) return true;
    return (await findCheckoutCart(db, key))?.id === cartId;
  }

  r.post(
    '/api/checkout/void',
    { config: submitLimit, schema: { tags, body: VoidRequest, response: { 200: VoidResult } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      const { cartId } = request.body;
      if (!(await ownsCart(owner, cartId))) return { success: false };
      return { success: await checkout.serially(cartId, () => voidCheckout(ctx, cartId)) };
    },
  );

  // The sandbox's challenge page posts a form (application/x-www-form-urlencoded) from its own origin; the CSRF guard
  // lets that origin through for this path only (apps/api/src/app.ts), and this route accepts no other foreign one.
  const paymentsOrigin = originOf(config.paymentsUrl);
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        THREE_DS_RETURN_PATH,
        {
          config: submitLimit,
          schema: { tags, querystring: ChallengeQuery, body: ChallengeBody, hide: true },
        },
        async (request, reply) => {
          if (!fromAllowedOrigin(request, paymentsOrigin)) throw new AppError('cross_site_request');
          const found = request.query.ref;
          const target = await checkout.serially(`3ds:${found}`, () =>
            finishChallenge(ctx, found, request.body, request.ip),
          );
          return reply.redirect(target, 303);
        },
      );
  });
}

function fromAllowedOrigin(request: FastifyRequest, paymentsOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === paymentsOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
