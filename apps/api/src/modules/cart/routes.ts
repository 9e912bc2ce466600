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
import { cleanText } from '../shared/params.ts';
import { CART_COOKIE, clearIdCookie, readIdCookie, setIdCookie } from './cookies.ts';
import {
  addProduct,
  applyCode,
  loadCart,
  loadCartLine,
  removeCart,
  removeCode,
  removeProduct,
  setEmail,
  type CartContext,
} from './service.ts';

const CodePath = CartProductParams.extend({ code: cleanText(64) });
const CouponPath = CouponParams.extend({ code: cleanText(40) });
// The code is checked by the domain's validateCouponCode so an empty one answers exactly 'Coupon value cannot be
// empty.' (a schema failure would prefix the field name).
const CouponBody = CouponRequest.extend({ code: z.string().max(200).optional().default('') });
const AddBody = CartProductRequest.extend({ code: cleanText(64) });

/** Coupon and gift-card attempts per client per minute (against guessing codes). */
export const COUPON_ATTEMPTS_PER_MINUTE = 10;

/** The cart of spec 001 §7 (docs/decisions/0012): the cart cookie's cart, priced on the server on every answer. */
export async function registerCartRoutes(app: FastifyInstance, opts: { db: Db; config: StorefrontConfig }) {
  const { db, config } = opts;
  await app.register(fastifyCookie);
  const ctx: CartContext = { db, themeId: config.theme };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const cartOf = (request: FastifyRequest) => readIdCookie(request, CART_COOKIE);
  const remember = (request: FastifyRequest, reply: FastifyReply, target: { cartId: string; created: boolean }) => {
    if (target.created) setIdCookie(request, reply, CART_COOKIE, target.cartId);
    return target.cartId;
  };

  r.get('/api/cart/', { schema: { tags, querystring: CartQuery, response: { 200: Cart } } }, async (request) =>
    loadCart(ctx, cartOf(request), request.query),
  );

  r.post(
    '/api/cart/product/',
    { schema: { tags, body: AddBody, response: { 200: Cart } } },
    async (request, reply) => loadCart(ctx, remember(request, reply, await addProduct(ctx, cartOf(request), request.body))),
  );

  r.get(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: CartLine } } },
    async (request) => loadCartLine(ctx, cartOf(request), request.params.code, request.query),
  );

  r.delete(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: Cart } } },
    async (request) => {
      await removeProduct(db, cartOf(request), request.params.code, request.query);
      return loadCart(ctx, cartOf(request));
    },
  );

  r.delete('/api/cart/', { schema: { tags, response: { 200: Cart } } }, async (request, reply) => {
    await removeCart(db, cartOf(request));
    clearIdCookie(request, reply, CART_COOKIE);
    return loadCart(ctx, null);
  });

  r.post(
    '/api/cart/email',
    { schema: { tags, body: CartEmailRequest, response: { 200: Cart } } },
    async (request, reply) =>
      loadCart(ctx, remember(request, reply, await setEmail(db, cartOf(request), request.body.email))),
  );

  const couponLimit = { rateLimit: { max: COUPON_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } };

  r.post(
    '/api/cart/coupon/',
    { config: couponLimit, schema: { tags, body: CouponBody, response: { 200: Cart } } },
    async (request) => {
      await applyCode(ctx, cartOf(request), request.body.code, request.body.userEmail);
      return loadCart(ctx, cartOf(request));
    },
  );

  r.delete(
    '/api/cart/coupon/:code',
    { config: couponLimit, schema: { tags, params: CouponPath, response: { 200: Cart } } },
    async (request) => {
      await removeCode(db, cartOf(request), request.params.code);
      return loadCart(ctx, cartOf(request));
    },
  );
}
