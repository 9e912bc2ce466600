import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Cart,
  CartEmailRequest,
  CartLine,
  CartLineQuery,
  CartProductParams,
  CartProductRequest,
  CartQuery,
  CouponParams,
  CouponRequest,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { cleanText } from '../shared/params.ts';
import { CART_COOKIE, clearIdCookie, readIdCookie, setIdCookie } from './cookies.ts';
import { mergeCartIntoAccount } from './queries.ts';
import { createKeyedQueue } from './serial.ts';
import {
  addProduct,
  applyCode,
  cartKeyOf,
  loadCart,
  loadCartLine,
  ownerAfter,
  removeCart,
  removeCode,
  removeProduct,
  setEmail,
  type CartContext,
  type CartOwner,
  type CartTarget,
} from './service.ts';

const CodePath = CartProductParams.extend({ code: cleanText(64) });
const CouponPath = CouponParams.extend({ code: cleanText(40) });
// The code is checked by the domain's validateCouponCode so an empty one answers exactly 'Coupon value cannot be
// empty.' (a schema failure would prefix the field name).
const CouponBody = CouponRequest.extend({ code: z.string().max(200).optional().default('') });
const AddBody = CartProductRequest.extend({ code: cleanText(64) });

/** Coupon and gift-card attempts per client per minute (against guessing codes). */
export const COUPON_ATTEMPTS_PER_MINUTE = 10;

/**
 * The cart of spec 001 §7 (docs/decisions/0012): the cart cookie's cart, or once signed in the account's
 * (docs/decisions/0014), priced on the server on every answer.
 */
export async function registerCartRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; signedIn: SignedIn },
) {
  const { db, config, signedIn } = opts;
  await app.register(fastifyCookie);
  const ctx: CartContext = { db, themeId: config.theme };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const queue = createKeyedQueue();
  /**
   * The account's cart when signed in, merging the cookie's anonymous cart into it on the first signed-in request and
   * clearing that cookie (the account's cart is reached through the token only); else the cookie's cart.
   */
  const ownerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> => {
    const accountId = await signedIn.accountOf(request);
    const cartId = readIdCookie(request, CART_COOKIE);
    if (!accountId) return { cartId };
    if (request.cookies[CART_COOKIE] !== undefined) {
      if (cartId) await mergeCartIntoAccount(db, cartId, accountId);
      clearIdCookie(request, reply, CART_COOKIE);
    }
    return { accountId };
  };
  /** Runs a write after the earlier writes to the same cart from this process (see serial.ts). */
  const serially = <T>(owner: CartOwner, task: () => Promise<T>) => {
    const key = cartKeyOf(owner);
    return queue.run(key ? ('accountId' in key ? `account:${key.accountId}` : `cart:${key.cartId}`) : null, task);
  };
  /** Sets the cookie of a new anonymous cart; the owner whose cart to show next. */
  const remember = (request: FastifyRequest, reply: FastifyReply, owner: CartOwner, target: CartTarget) => {
    if (target.created) setIdCookie(request, reply, CART_COOKIE, target.cartId);
    return ownerAfter(owner, target);
  };

  r.get('/api/cart/', { schema: { tags, querystring: CartQuery, response: { 200: Cart } } }, async (request, reply) =>
    loadCart(ctx, await ownerOf(request, reply), request.query),
  );

  r.post('/api/cart/product/', { schema: { tags, body: AddBody, response: { 200: Cart } } }, async (request, reply) => {
    const owner = await ownerOf(request, reply);
    const target = await serially(owner, () => addProduct(ctx, owner, request.body));
    return loadCart(ctx, remember(request, reply, owner, target));
  });

  r.get(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: CartLine } } },
    async (request, reply) => loadCartLine(ctx, await ownerOf(request, reply), request.params.code, request.query),
  );

  r.delete(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      await serially(owner, () => removeProduct(db, owner, request.params.code, request.query));
      return loadCart(ctx, owner);
    },
  );

  r.delete('/api/cart/', { schema: { tags, response: { 200: Cart } } }, async (request, reply) => {
    const owner = await ownerOf(request, reply);
    await serially(owner, () => removeCart(db, owner));
    // A signed-in request's cart cookie, if any, was already dealt with by ownerOf.
    if ('cartId' in owner) clearIdCookie(request, reply, CART_COOKIE);
    return loadCart(ctx, { cartId: null });
  });

  r.post(
    '/api/cart/email',
    { schema: { tags, body: CartEmailRequest, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      const target = await serially(owner, () => setEmail(db, owner, request.body.email));
      return loadCart(ctx, remember(request, reply, owner, target));
    },
  );

  const couponLimit = { rateLimit: { max: COUPON_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } };

  r.post(
    '/api/cart/coupon/',
    { config: couponLimit, schema: { tags, body: CouponBody, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      await serially(owner, () => applyCode(ctx, owner, request.body.code, request.body.userEmail));
      return loadCart(ctx, owner);
    },
  );

  r.delete(
    '/api/cart/coupon/:code',
    { config: couponLimit, schema: { tags, params: CouponPath, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      await serially(owner, () => removeCode(db, owner, request.params.code));
      return loadCart(ctx, owner);
    },
  );
}
