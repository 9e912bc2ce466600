import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityResponse,
  CheckoutView,
  ConfirmationQuery,
  OrderConfirmation,
  PaymentConfiguration,
  PaymentConfigurationV2,
  RescheduleAvailabilityQuery,
  RescheduleRequest,
  RescheduleResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { createSiteResolver } from '../../site.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { cartStore } from '../cart/merge.ts';
import { loadCart } from '../cart/service.ts';
import { loadSettings } from '../content/service.ts';
import { GatewayUnavailableError, type CardGateway } from '../gateway/gateway.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { CART_COOKIE, readIdCookie } from '../shared/list-cookie.ts';
import { ownedList } from '../shared/owned-list.ts';
import { loadCheckoutView, supportNumberOf } from './checkout-view.ts';
import { createOutboxSender } from './mail-sender.ts';
import { createOrderMail, useOrderMail } from './order-mail.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';
import { paymentConfiguration, paymentConfigurationV2 } from './payment-configuration.ts';
import { rescheduleAvailability, rescheduleDelivery, type RescheduleContext } from './reschedule.ts';
import { loadConfirmation } from './service.ts';

export interface OrderRouteOptions {
  db: Db;
  config: StorefrontConfig;
  signedIn: SignedIn;
  identity: IdentityClient;
  gateway: CardGateway;
  /** The clock of the reschedule window and calendar and of the confirmation's window (a test fixes the day). */
  now?: () => Date;
}

/** Reschedule calls per client per minute: enough for a shopper, too few to guess a link's token. */
export const RESCHEDULE_CALLS_PER_MINUTE = 20;

/**
 * The checkout's reads around placement (001 §7): the checkout view, both payment configurations, the confirmation,
 * the reschedule of a placed order's delivery; the order e-mail's mailer, the loop that retries failed mail and refunds
 * and, outside production, the outbox page.
 */
export async function registerOrderRoutes(app: FastifyInstance, opts: OrderRouteOptions): Promise<void> {
  const { db, config, signedIn, identity, gateway } = opts;
  const now = opts.now ?? (() => new Date());
  await app.register(fastifyCookie);
  const sites = createSiteResolver(config);
  const mail = createOrderMail(config, app.log, { siteOf: (brand) => sites.forBrand(brand) });
  useOrderMail(mail);
  // Retries failed order mail and failed reschedule refunds once a minute (ADR 0028).
  const sender = createOutboxSender({ db, mail, gateway, log: app.log, now });
  sender.start();
  app.addHook('onClose', async () => {
    await sender.stop();
    await mail.close();
  });
  if (!config.production) registerOutboxRoutes(app, { db, sending: mail.kind === 'smtp' });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const carts = ownedList({ db, store: cartStore, cookie: CART_COOKIE, signedIn });
  const certificates = async () => {
    try {
      return await gateway.encryptionCertificates();
    } catch (err) {
      if (err instanceof GatewayUnavailableError)
        throw new AppError('gateway_unavailable', [
          'The payment service is unavailable. Please try again shortly.',
        ]);
      throw err;
    }
  };
  const supportNumber = async () => supportNumberOf(await loadSettings(db), config.customerSupportNumber);
  const reschedule: RescheduleContext = {
    db,
    gateway,
    signer: mail.signer,
    returnUrl: `${mail.siteOrigin}/api/checkout/3ds`,
    supportNumber,
    now,
  };
  const accountOf = (request: FastifyRequest) => signedIn.accountOf(request);
  const noStore = {
    onSend: async (_req: FastifyRequest, reply: { header(k: string, v: string): unknown }) => {
      reply.header('cache-control', 'no-store');
    },
  };
  const limited = { rateLimit: { max: RESCHEDULE_CALLS_PER_MINUTE, timeWindow: 60_000 } };

  r.get(
    '/api/checkout',
    { ...noStore, schema: { tags, response: { 200: CheckoutView } } },
    async (request, reply) => {
      const owner = await carts.ownerOf(request, reply);
      const cart = await loadCart({ db, themeId: request.site.theme }, owner);
      const accountId = 'accountId' in owner ? owner.accountId : null;
      const token = accessTokenOf(request);
      return loadCheckoutView(
        { db, config: request.site, identity, certificates },
        { cart, account: accountId && token ? { accountId, token } : null },
      );
    },
  );

  r.get(
    '/api/checkout/v2/paymentconfiguration',
    { schema: { tags, response: { 200: PaymentConfigurationV2 } } },
    async () => paymentConfigurationV2(await certificates()),
  );

  r.get(
    '/api/checkout/paymentconfiguration',
    { schema: { tags, response: { 200: PaymentConfiguration } } },
    async () => paymentConfiguration(),
  );

  r.get(
    '/api/checkout/confirmation',
    { ...noStore, schema: { tags, querystring: ConfirmationQuery, response: { 200: OrderConfirmation } } },
    async (request) =>
      loadConfirmation(
        { db, signer: mail.signer },
        { cookieCartId: readIdCookie(request, CART_COOKIE), accountId: await accountOf(request) },
        request.query.id,
        now(),
      ),
  );

  r.get(
    '/api/checkout/reschedule',
    {
      ...noStore,
      config: limited,
      schema: { tags, querystring: RescheduleAvailabilityQuery, response: { 200: AvailabilityResponse } },
    },
    async (request) =>
      rescheduleAvailability(
        reschedule,
        { accountId: await accountOf(request), token: request.query.token },
        request.query.orderNumber,
      ),
  );

  r.post(
    '/api/checkout/reschedule',
    {
      ...noStore,
      config: limited,
      preValidation: requireJsonBody,
      schema: { tags, body: RescheduleRequest, response: { 200: RescheduleResult } },
    },
    async (request) =>
      rescheduleDelivery(
        reschedule,
        { accountId: await accountOf(request), token: request.body.token },
        request.body,
      ),
  );
}
