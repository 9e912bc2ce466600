import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PerformanceQuery,
  PerformanceReport,
  ProductStock,
  ProductStockParams,
  ProjectSearchQuery,
  ProjectSearchResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { currencyForCountry, storeTimeZone } from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { staffGate, type StaffAccess } from '../staff/access.ts';
import { performanceReport, productStock, projectSearch } from './service.ts';
import { startStaffTokenPurge, type StaffTokenPurge } from './token-purge.ts';

export interface PerformanceRouteOptions {
  db: Db;
  config: StorefrontConfig;
  access: StaffAccess;
  now?: (() => Date) | undefined;
}

/**
 * The performance dashboard's calls, its project search and stock per warehouse (docs/decisions/0033), and the
 * purge of the side panel's dead tokens. Staff only, checked in onRequest before the input is read: no session is a
 * 401, an account that is not staff a 403. The stock call also takes a page session of the `/staff` pages.
 */
export async function registerPerformanceRoutes(app: FastifyInstance, opts: PerformanceRouteOptions) {
  const { db, access } = opts;
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  let purge: StaffTokenPurge | null = null;
  app.addHook('onReady', async () => {
    purge = startStaffTokenPurge({ db, log: app.log, now });
  });
  app.addHook('onClose', async () => {
    await purge?.stop();
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const { staffOnly, memberOf } = staffGate(access);

  r.get(
    '/api/staff/performance',
    {
      ...staffOnly(false),
      schema: { tags, querystring: PerformanceQuery, response: { 200: PerformanceReport } },
    },
    async (request) =>
      performanceReport(db, {
        salespersonCode: memberOf(request).salespersonCode,
        period: request.query.period,
        now: now(),
        timeZone: storeTimeZone({ state: '', country: request.site.country }),
        currency: currencyForCountry(request.site.country),
      }),
  );

  r.get(
    '/api/staff/project-search',
    {
      ...staffOnly(false),
      schema: { tags, querystring: ProjectSearchQuery, response: { 200: ProjectSearchResult } },
    },
    async (request) => projectSearch(db, memberOf(request).salespersonCode, request.query.q),
  );

  r.get(
    '/api/staff/products/:sku/stock',
    { ...staffOnly(true), schema: { tags, params: ProductStockParams, response: { 200: ProductStock } } },
    async (request) => {
      memberOf(request);
      return productStock(db, request.params.sku);
    },
  );
}
