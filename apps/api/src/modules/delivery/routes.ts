import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AvailabilityRequest, AvailabilityResponse } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { cartStore } from '../cart/merge.ts';
import { loadCart } from '../cart/service.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { ownedList } from '../shared/owned-list.ts';
import type { StaffAccess } from '../staff/access.ts';
import { availabilityFor } from './availability.ts';

const bounded = (max: number) => z.string().trim().max(max).nullish();

// The address part is all the calendar reads; bounded here so an oversized body is a 400, not a query.
const AvailabilityBody = AvailabilityRequest.extend({
  deliveryAddress: z
    .object({ suburb: bounded(100), state: bounded(10), postcode: bounded(10), country: bounded(2) })
    .partial()
    .passthrough()
    .nullish(),
  deliveryServices: z.array(z.string().trim().max(64)).max(20).nullish(),
});

/** 001 §7 POST /api/checkout/avail: the priced delivery calendar for the request's cart (docs/decisions/0026). */
export async function registerDeliveryRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; signedIn: SignedIn; staffAccess: StaffAccess; now?: () => Date },
) {
  const { db, signedIn } = opts;
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = ownedList({ db, store: cartStore, cookie: CART_COOKIE, signedIn });

  r.post(
    '/api/checkout/avail',
    { schema: { tags: ['checkout'], body: AvailabilityBody, response: { 200: AvailabilityResponse } } },
    async (request, reply) => {
      const body = request.body;
      // 'Assign order for Winning Services delivery' is staff-assisted checkout's (001 §1 item 10): checked on the
      // server, so a shopper asking for it is refused (401 signed out, 403 not staff) and never sees that calendar.
      if (body.winningDeliveryServiceOverride === true) await opts.staffAccess.staffOf(request);
      const now = opts.now?.() ?? new Date();
      const cart = await loadCart(
        { db, themeId: request.site.theme, now: () => now },
        await list.ownerOf(request, reply),
      );
      const address = body.deliveryAddress;
      return availabilityFor(db, cart, {
        country: request.site.country,
        address: {
          postcode: address?.postcode ?? '',
          suburb: address?.suburb ?? '',
          state: address?.state ?? '',
        },
        selectedServiceSkus: body.deliveryServices ?? [],
        winningDeliveryServiceOverride: body.winningDeliveryServiceOverride ?? false,
        now,
        supportPhone: request.site.customerSupportNumber,
      });
    },
  );
}
