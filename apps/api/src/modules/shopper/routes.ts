import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopperState } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { cartStore } from '../cart/merge.ts';
import { compareStore } from '../compare/service.ts';
import { CART_COOKIE, COMPARE_COOKIE } from '../shared/list-cookie.ts';
import { ownedList } from '../shared/owned-list.ts';
import { loadShopper } from './service.ts';

/**
 * The shopper's personal parts in one read after load (docs/decisions/0048): what GET /api/cart/, /api/compare/ and
 * /api/geo answer, and the header's account. Whose lists it reads follows those endpoints (ADR 0014), including the
 * one-time merge of a session's lists into the account on the first signed-in request.
 */
export async function registerShopperRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; signedIn: SignedIn; identity: IdentityClient },
) {
  const { db, signedIn, identity } = opts;
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cart = ownedList({ db, store: cartStore, cookie: CART_COOKIE, signedIn });
  const compare = ownedList({ db, store: compareStore, cookie: COMPARE_COOKIE, signedIn });

  r.get(
    '/api/shopper/',
    { schema: { tags: ['shopper'], response: { 200: ShopperState } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const cartOwner = await cart.ownerOf(request, reply);
      const compareOwner = await compare.ownerOf(request, reply);
      const accessToken = 'accountId' in cartOwner ? accessTokenOf(request) : null;
      return loadShopper({ db, identity }, request, { cart: cartOwner, compare: compareOwner, accessToken });
    },
  );
}
