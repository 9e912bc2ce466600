import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutRequest,
  OrderPostResult,
  PaymentNotification,
  PaymentStatusQuery,
  PaymentStatusResponse,
  PROVIDER_RETURN_PARAMS,
  ProviderConfirmationQuery,
  VoidRequest,
  VoidResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { REDIRECT_PROVIDERS } from '@shop/domain';
import { AppError, WEBHOOK_SIGNATURE_HEADER, verifyWebhook } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import type { RequestSite } from '../../site.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { cartStore } from '../cart/merge.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import { staffViewerOf } from '../orders/staff-checkout.ts';
import { currentOrderMail, queueOrderEmail, siteOriginOf } from '../orders/order-mail.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { listKeyOf, ownedList, type ListOwner } from '../shared/owned-list.ts';
import { finishChallenge } from './challenge.ts';
import { findCheckoutCart } from './checkout-cart-queries.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { createCheckout } from './placement.ts';
import { confirmProvider, notifyPayment, paymentStatus, type CallerOfOrder } from './provider-routes.ts';
import { startReconciler, type Reconciler } from './reconciler.ts';
import { voidCheckout } from './void.ts';
import { referralCodeOf } from '../referrals/capture.ts';

/** Order submits per client per minute (on top of the card-testing defence, which counts refusals). */
export const CHECKOUT_SUBMITS_PER_MINUTE = 30;
export const THREE_DS_RETURN_PATH = '/api/checkout/3ds';
/** The gateway's signed notifications (docs/decisions/0029): server to server, so outside the browser CSRF rule. */
export const PAYMENT_NOTIFICATIONS_PATH = '/api/checkout/payment-notifications';
/** Notifications per gateway address per minute: its retries and bursts, never a flood. */
export const NOTIFICATIONS_PER_MINUTE = 600;
/** In-store status polls per client per minute: one every 2 s (001 §9) with room for a second tab. */
export const STATUS_POLLS_PER_MINUTE = 90;

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
  opts: {
    db: Db;
    config: StorefrontConfig;
    signedIn: SignedIn;
    gateway: CardGateway;
    identity: IdentityClient;
    /** The secret the gateway signs its notifications with. */
    webhookSecret: () => Promise<string>;
  },
) {
  const { db, config, signedIn, gateway, identity } = opts;
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
    mailSends: () => currentOrderMail().kind === 'smtp',
    siteOrigin,
  };
  const checkout = createCheckout(ctx);
  /** The context of a request's brand: its name, country and currency, and its own host for the 3-D Secure return. */
  const contextFor = (site: RequestSite): CheckoutContext => {
    const origin = siteOriginOf(site.hostname);
    return {
      ...ctx,
      config: site,
      returnUrl: (ref) => `${origin}${THREE_DS_RETURN_PATH}?ref=${encodeURIComponent(ref)}`,
      siteOrigin: origin,
    };
  };
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
      const accountId = 'accountId' in owner ? owner.accountId : null;
      const token = accessTokenOf(request);
      return checkout.submit(
        {
          owner,
          accountId,
          body: request.body,
          client: request.ip,
          referralCode: referralCodeOf(request),
          // Staff is the identity service's answer for the signed-in account, as GET /api/checkout decides (0034).
          staff: async () =>
            accountId !== null && token !== null
              ? staffViewerOf(await identity.getProfile(token), accountId)
              : null,
        },
        contextFor(request.site),
      );
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

  const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<CallerOfOrder> => {
    const owner = await list.ownerOf(request, reply);
    return {
      owns: async (order) =>
        ('accountId' in owner && order.accountId === owner.accountId) || ownsCart(owner, order.cartId),
      cartId: async () => {
        const key = listKeyOf(owner);
        const cart = key ? await findCheckoutCart(db, key) : null;
        return cart?.id ?? (key && 'listId' in key ? key.listId : null);
      },
    };
  };

  // The provider's return (001 §7 POST /api/checkout/{provider}confirmation?{params}, no body), the gateway's signed
  // notification and the in-store status poll share one scope whose JSON parser keeps the raw text: the signature
  // is over the exact bytes, and a confirmation posted with an empty JSON body is still no body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    for (const provider of REDIRECT_PROVIDERS) {
      s.post(
        `/api/checkout/${provider}confirmation`,
        {
          config: submitLimit,
          schema: { tags, querystring: ProviderConfirmationQuery, response: { 200: OrderPostResult } },
        },
        async (request, reply) => {
          const reference = request.query[PROVIDER_RETURN_PARAMS[provider]];
          return confirmProvider(ctx, checkout, {
            provider,
            reference,
            cancelled: request.query.status === 'CANCELLED',
            caller: await caller(request, reply),
          });
        },
      );
    }

    s.post(
      PAYMENT_NOTIFICATIONS_PATH,
      {
        config: { rateLimit: { max: NOTIFICATIONS_PER_MINUTE, timeWindow: 60_000 } },
        schema: { tags, hide: true },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? undefined : header;
        if (!verifyWebhook(await opts.webhookSecret(), raw, signature, ctx.now()))
          throw new AppError('unauthorized', ['The notification signature is not valid.']);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError('bad_request', ['The notification is not JSON.']);
        }
        const notification = PaymentNotification.safeParse(parsed);
        if (!notification.success) throw new AppError('bad_request', ['The notification is not understood.']);
        await notifyPayment(ctx, checkout, notification.data);
        return reply.code(200).send({ received: true });
      },
    );

    s.get(
      '/api/payment/status',
      {
        config: { rateLimit: { max: STATUS_POLLS_PER_MINUTE, timeWindow: 60_000 } },
        schema: { tags, querystring: PaymentStatusQuery, response: { 200: PaymentStatusResponse } },
        onSend: async (_req, r) => {
          r.header('cache-control', 'no-store');
        },
      },
      async (request, reply) =>
        paymentStatus(ctx, checkout, {
          cartId: request.query.cartId,
          reference: request.query.paymentReference,
          caller: await caller(request, reply),
        }),
    );
  });

  // The sandbox's challenge page posts a form (application/x-www-form-urlencoded) from its own origin; the CSRF guard
  // lets that origin through for this path only (apps/api/src/app.ts), and this route accepts no other foreign one.
  const paymentsOrigin = originOf(config.paymentsUrl);
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
    scope.withTypeProvider<ZodTypeProvider>().post(
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
