import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CookingDemo,
  CookingDemoBookingBody,
  CookingDemoEntry,
  CookingDemoIdParams,
  CookingDemoList,
  CookingDemoListQuery,
  CookingDemoRsvpBody,
  CookingDemoRsvpQuery,
  CookingDemoWaitListBody,
  LegacyCookingDemoBookingBody,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { RequestSite } from '../../site.ts';
import { currentOrderMail, siteOriginOf } from '../orders/order-mail.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import {
  answerCookingDemoRsvp,
  bookCookingDemo,
  getCookingDemo,
  joinCookingDemoWaitList,
  listCookingDemos,
  splitName,
  viewCookingDemoRsvp,
  type CookingDemoContext,
} from './service.ts';
import { startCookingDemoSweeper, type CookingDemoSweeper } from './sweeper.ts';

/** Booking, wait-list and RSVP posts per client per window: plenty for a household, tiresome for a script. */
export const COOKING_DEMO_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

export interface CookingDemoRouteOptions {
  db: Db;
  config: StorefrontConfig;
  /** The clock of the cut-off, offers and the default window; a test fixes it. */
  now?: () => Date;
}

/** The cooking demo calls of docs/decisions/0035 and the sweeper that moves the wait list on. */
export async function registerCookingDemoRoutes(
  app: FastifyInstance,
  opts: CookingDemoRouteOptions,
): Promise<void> {
  const { db, config } = opts;
  const siteOrigin = siteOriginOf(config.hostname);
  const ctx: CookingDemoContext = {
    db,
    now: opts.now ?? (() => new Date()),
    country: config.country,
    // As the gift voucher mail: due at once for the mail sender loop when the shop sends mail, else outbox only.
    mail: (now) => ({
      companyName: config.companyName,
      siteOrigin,
      dueAt: currentOrderMail().kind === 'smtp' ? now : null,
    }),
  };

  /** A request's own site: its country's demos, and its name and host in the mail it sends. */
  const ctxFor = (site: RequestSite): CookingDemoContext => ({
    ...ctx,
    country: site.country,
    mail: (now) => ({
      companyName: site.companyName,
      siteOrigin: siteOriginOf(site.hostname),
      dueAt: currentOrderMail().kind === 'smtp' ? now : null,
    }),
  });

  let sweeper: CookingDemoSweeper | null = null;
  app.addHook('onReady', async () => {
    sweeper = startCookingDemoSweeper({ ctx, log: app.log });
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
  // Seats change with every booking: no answer of these calls may be cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cooking demos'];
  const post = { config: { rateLimit: COOKING_DEMO_RATE_LIMIT }, preValidation: requireJsonBody };

  r.get(
    '/api/v2/cookingdemo',
    { schema: { tags, querystring: CookingDemoListQuery, response: { 200: CookingDemoList } } },
    async (request) => listCookingDemos(ctxFor(request.site), request.query),
  );

  r.get(
    '/api/v2/cookingdemo/:id',
    { schema: { tags, params: CookingDemoIdParams, response: { 200: CookingDemo } } },
    async (request) => getCookingDemo(ctxFor(request.site), request.params.id),
  );

  r.post(
    '/api/v2/cookingdemo/booking',
    { ...post, schema: { tags, body: CookingDemoBookingBody, response: { 201: CookingDemoEntry } } },
    async (request, reply) => {
      const { country: _country, ...body } = request.body;
      return reply
        .status(201)
        .send(await bookCookingDemo(ctxFor(request.site), { ...body, source: 'booking' }));
    },
  );

  r.post(
    '/api/cookingdemo/booking',
    { ...post, schema: { tags, body: LegacyCookingDemoBookingBody, response: { 201: CookingDemoEntry } } },
    async (request, reply) => {
      const { name, numberOfGuests, ...body } = request.body;
      const entry = await bookCookingDemo(ctxFor(request.site), {
        ...body,
        ...splitName(name),
        seats: numberOfGuests,
        source: 'legacy-booking',
      });
      return reply.status(201).send(entry);
    },
  );

  r.post(
    '/api/v2/cookingdemo/wait-list',
    { ...post, schema: { tags, body: CookingDemoWaitListBody, response: { 201: CookingDemoEntry } } },
    async (request, reply) => {
      const { country: _country, ...body } = request.body;
      return reply
        .status(201)
        .send(await joinCookingDemoWaitList(ctxFor(request.site), { ...body, source: 'wait-list' }));
    },
  );

  r.get(
    '/api/cookingdemo/rsvp',
    { schema: { tags, querystring: CookingDemoRsvpQuery, response: { 200: CookingDemoEntry } } },
    async (request) => viewCookingDemoRsvp(ctxFor(request.site), request.query.token),
  );

  r.post(
    '/api/cookingdemo/rsvp',
    { ...post, schema: { tags, body: CookingDemoRsvpBody, response: { 200: CookingDemoEntry } } },
    async (request) => answerCookingDemoRsvp(ctxFor(request.site), request.body.token, request.body.response),
  );
}
