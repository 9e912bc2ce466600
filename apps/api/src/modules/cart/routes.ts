import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Cart,
  CartEmailRequest,
  CartLine,
  CartLineQuery,
  CartProductParams,
  CartLineSent,
  CartProductRequest,
  CartQuery,
  cartLineToRequest,
  CouponParams,
  CouponRequest,
  VoucherParams,
  VoucherRequest,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { listKeyOf, ownedList } from '../shared/owned-list.ts';
import { cleanText } from '../shared/params.ts';
import { applyCode, removeCode } from './codes.ts';
import { addProduct, loadCartLine, removeProduct } from './lines.ts';
import { cartStore } from './merge.ts';
import { createKeyedQueue } from './serial.ts';
import { loadCart, removeCart, setEmail, type CartContext, type CartOwner } from './service.ts';
import { addVoucher, removeVoucher } from './vouchers.ts';

const CodePath = CartProductParams.extend({ code: cleanText(64) });
const CouponPath = CouponParams.extend({ code: cleanText(40) });
// The code is checked by the domain's validateCouponCode so an empty one answers exactly 'Coupon value cannot be
// empty.' (a schema failure would prefix the field name).
const CouponBody = CouponRequest.extend({ code: z.string().max(200).optional().default('') });
/** Today's `{ code, quantity }` or 001 §3's sent line `{ qty, sku, productCode, … }`, as one request. */
const AddBody = z.union([
  CartProductRequest.extend({ code: cleanText(64) }),
  CartLineSent.transform(cartLineToRequest).refine((l) => cleanText(64).safeParse(l.code).success, {
    message: 'must not contain control characters',
    path: ['productCode'],
  }),
]);

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
  const { db, signedIn } = opts;
  await app.register(fastifyCookie);
  /** Line discounts follow the brand the request is for (the hardware theme ignores them). */
  const ctxOf = (request: FastifyRequest): CartContext => ({ db, themeId: request.site.theme });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const queue = createKeyedQueue();
  const list = ownedList({ db, store: cartStore, cookie: CART_COOKIE, signedIn });
  /** Runs a write after the earlier writes to the same cart from this process (see serial.ts). */
  const serially = <T>(owner: CartOwner, task: () => Promise<T>) => {
    const key = listKeyOf(owner);
    return queue.run(
      key ? ('accountId' in key ? `account:${key.accountId}` : `cart:${key.listId}`) : null,
      task,
    );
  };

  r.get(
    '/api/cart/',
    { schema: { tags, querystring: CartQuery, response: { 200: Cart } } },
    async (request, reply) => loadCart(ctxOf(request), await list.ownerOf(request, reply), request.query),
  );

  r.post(
    '/api/cart/product/',
    { schema: { tags, body: AddBody, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      const target = await serially(owner, () => addProduct(ctxOf(request), owner, request.body));
      return loadCart(ctxOf(request), list.remember(request, reply, owner, target));
    },
  );

  r.get(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: CartLine } } },
    async (request, reply) =>
      loadCartLine(ctxOf(request), await list.ownerOf(request, reply), request.params.code, request.query),
  );

  r.delete(
    '/api/cart/product/:code',
    { schema: { tags, params: CodePath, querystring: CartLineQuery, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      await serially(owner, () => removeProduct(db, owner, request.params.code, request.query));
      return loadCart(ctxOf(request), owner);
    },
  );

  r.delete('/api/cart/', { schema: { tags, response: { 200: Cart } } }, async (request, reply) => {
    const owner = await list.ownerOf(request, reply);
    await serially(owner, () => removeCart(db, owner));
    list.forget(request, reply, owner);
    return loadCart(ctxOf(request), { listId: null });
  });

  r.post(
    '/api/cart/email',
    { schema: { tags, body: CartEmailRequest, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      const target = await serially(owner, () => setEmail(db, owner, request.body.email));
      return loadCart(ctxOf(request), list.remember(request, reply, owner, target));
    },
  );

  r.post(
    '/api/cart/vouchers',
    { schema: { tags, body: VoucherRequest, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      const target = await serially(owner, () => addVoucher(db, owner, request.body));
      return loadCart(ctxOf(request), list.remember(request, reply, owner, target));
    },
  );

  r.delete(
    '/api/cart/vouchers/:id',
    { schema: { tags, params: VoucherParams, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      await serially(owner, () => removeVoucher(db, owner, request.params.id));
      return loadCart(ctxOf(request), owner);
    },
  );

  const couponLimit = { rateLimit: { max: COUPON_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } };

  r.post(
    '/api/cart/coupon/',
    { config: couponLimit, schema: { tags, body: CouponBody, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      // Priced once, under the cart's lock, with the code it applied.
      return serially(owner, () => applyCode(ctxOf(request), owner, request.body.code, request.body.userEmail));
    },
  );

  r.delete(
    '/api/cart/coupon/:code',
    { config: couponLimit, schema: { tags, params: CouponPath, response: { 200: Cart } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      await serially(owner, () => removeCode(db, owner, request.params.code));
      return loadCart(ctxOf(request), owner);
    },
  );
}
