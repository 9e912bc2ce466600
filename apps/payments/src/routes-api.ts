import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from '@shop/server-kit';
import { authorise, completeChallenge } from './authorise.ts';
import type { PaymentsContext } from './context.ts';
import { parse, requireMerchant } from './http.ts';
import { findPayments, lookupPayment, modifyPayment, type Modification } from './modifications.ts';
import { createCheckout, createInStoreRequest, isAllowedReturnUrl } from './provider-payments.ts';
import {
  AuthoriseBody,
  CheckoutBody,
  DetailsBody,
  IdempotencyHeaders,
  InStoreBody,
  ListQuery,
  LookupQuery,
  ModificationBody,
  PspParams,
} from './wire.ts';

const MODIFICATIONS: Readonly<Record<string, Modification>> = {
  captures: 'capture',
  cancels: 'cancel',
  refunds: 'refund',
};

/** The merchant API (docs/decisions/0027-payments-sandbox.md). Answers are never cached. */
export function registerApiRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  // Before the body is even read: an unauthenticated caller learns nothing and costs nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') || request.url.startsWith('/v1/certificates')) return;
    void reply.header('cache-control', 'no-store');
    requireMerchant(ctx, request);
  });

  app.get('/v1/certificates', async (_request, reply) => {
    const certificates = Object.fromEntries([...ctx.keys.values()].map((k) => [k.name, k.certificatePem]));
    return reply.header('cache-control', 'public, max-age=300').send({ certificates });
  });

  app.post('/v1/payments', async (request) => {
    const { 'idempotency-key': key } = parse(IdempotencyHeaders, request.headers);
    const body = parse(AuthoriseBody, request.body);
    // Counted per shopper when the merchant says who the shopper is, else per caller: card testing comes from one
    // place trying many cards, whichever merchant it goes through.
    const limit = await ctx.authoriseLimiter.hit(`${body.merchantAccount}|${body.shopperIP ?? request.ip}`);
    if (!limit.allowed) throw new AppError('rate_limited');
    return authorise(ctx, body, key);
  });

  app.post('/v1/payments/details', async (request) => {
    const { 'idempotency-key': key } = parse(IdempotencyHeaders, request.headers);
    return completeChallenge(ctx, parse(DetailsBody, request.body), key);
  });

  app.post('/v1/checkouts', async (request, reply) => {
    const { 'idempotency-key': key } = parse(IdempotencyHeaders, request.headers);
    const body = parse(CheckoutBody, request.body);
    // The hosted page sends the shopper only back to a storefront this sandbox serves: anything else would make it an
    // open redirect. The request is well formed but cannot be done, hence 422.
    if (!isAllowedReturnUrl(ctx, body.returnUrl)) {
      const messages = ['returnUrl: must be on one of the storefront origins this gateway serves'];
      return reply.status(422).send(errorBody(422, 'redirect_not_allowed', messages, request.id));
    }
    return createCheckout(ctx, body, key);
  });

  app.post('/v1/instore', async (request) => {
    const { 'idempotency-key': key } = parse(IdempotencyHeaders, request.headers);
    return createInStoreRequest(ctx, parse(InStoreBody, request.body), key);
  });

  app.post('/v1/payments/:psp/:operation', async (request) => {
    const { operation } = request.params as { operation: string };
    const kind = Object.hasOwn(MODIFICATIONS, operation) ? MODIFICATIONS[operation] : undefined;
    if (!kind) throw new AppError('not_found', ['No such operation.']);
    const { psp } = parse(PspParams, request.params);
    const { 'idempotency-key': key } = parse(IdempotencyHeaders, request.headers);
    return modifyPayment(ctx, kind, psp, parse(ModificationBody, request.body), key);
  });

  app.get('/v1/payments/:psp', async (request) => {
    const { psp } = parse(PspParams, request.params);
    const { merchantAccount } = parse(LookupQuery, request.query);
    return lookupPayment(ctx, merchantAccount, psp);
  });

  app.get('/v1/payments', async (request) => findPayments(ctx, parse(ListQuery, request.query)));
}
