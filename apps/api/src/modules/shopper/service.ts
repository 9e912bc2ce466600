import type { FastifyRequest } from 'fastify';
import type { HeaderAccountInfo, ShopperState } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { IdentityClient } from '../auth/identity-client.ts';
import { loadAccount } from '../account/service.ts';
import { loadCart, type CartOwner } from '../cart/service.ts';
import { loadCompareList, type CompareOwner } from '../compare/service.ts';
import { loadGeo } from '../geo/service.ts';

export interface ShopperContext {
  db: Db;
  identity: IdentityClient;
}

export interface ShopperOwners {
  cart: CartOwner;
  compare: CompareOwner;
  /** The verified access token when the request is signed in, else null. */
  accessToken: string | null;
}

/**
 * The header's account: the first name from the identity service. A failed call answers null (the signed-out header),
 * as the server-rendered header did, rather than failing the cart and the rest with it.
 */
async function headerAccount(
  ctx: ShopperContext,
  request: FastifyRequest,
  accessToken: string | null,
): Promise<HeaderAccountInfo | null> {
  if (!accessToken) return null;
  try {
    const { firstName } = await loadAccount(ctx.identity, accessToken);
    return { firstName };
  } catch (error) {
    request.log.warn({ err: error }, 'header account unavailable: answered as signed out');
    return null;
  }
}

/**
 * The personal parts of a page (docs/decisions/0048), each read by its own module's service exactly as its endpoint
 * reads it, all at once: one statement for the cart, one for the compare list, the geo reads (stores and warehouses
 * from the read cache) and the identity profile when signed in.
 */
export async function loadShopper(
  ctx: ShopperContext,
  request: FastifyRequest,
  owners: ShopperOwners,
): Promise<ShopperState> {
  const [cart, compare, { geo }, account] = await Promise.all([
    loadCart({ db: ctx.db, themeId: request.site.theme }, owners.cart),
    loadCompareList(ctx.db, owners.compare),
    loadGeo(ctx.db, request.site, request),
    headerAccount(ctx, request, owners.accessToken),
  ]);
  return { cart, compare, geo, account };
}
