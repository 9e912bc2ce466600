import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountInfo,
  AddressIdParams,
  INVOICED_ORDERS_PAGE_SIZE,
  InvoicedOrder,
  InvoicedOrdersPage,
  InvoicedOrdersQuery,
  OrderIdParams,
  Reminders,
  SaveAddressBody,
  SavedAddressList,
  UpdateAccountBody,
  UpdateAccountResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { loadAddresses, removeAddress, saveAddress } from './addresses.ts';
import { findInvoicedOrder, listInvoicedOrders } from './order-queries.ts';
import { headerReminders, type StaffAccess } from '../staff/service.ts';
import { loadAccount, updateAccount } from './service.ts';

export interface AccountRouteOptions {
  db: Db;
  config: StorefrontConfig;
  signedIn: SignedIn;
  identity: IdentityClient;
  /** Who is staff (docs/decisions/0030): the header's reminders answer staff only. */
  staffAccess: StaffAccess;
  /** The clock that decides whether a delivery may still be changed (tests fix it). */
  now?: () => Date;
}

/**
 * The account calls of 000 §7 (docs/decisions/0022). Each one works on the account of the verified access token
 * only; ids in paths and bodies are looked up within that account, so another account's id is simply not found.
 */
export async function registerAccountRoutes(app: FastifyInstance, opts: AccountRouteOptions) {
  const { db, signedIn, identity } = opts;
  const now = opts.now ?? (() => new Date());
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Signed-out requests are refused before their input is looked at, so a 401 never depends on the body.
  const signedInAs = new WeakMap<FastifyRequest, { accountId: string; token: string }>();
  app.addHook('onRequest', async (request) => {
    const accountId = await signedIn.accountOf(request);
    const token = accessTokenOf(request);
    if (!accountId || !token) throw new AppError('unauthorized', ['Please sign in.']);
    signedInAs.set(request, { accountId, token });
  });
  const account = async (request: FastifyRequest) => {
    const known = signedInAs.get(request);
    if (!known) throw new AppError('unauthorized', ['Please sign in.']);
    return known;
  };

  r.get('/api/account', { schema: { tags, response: { 200: AccountInfo } } }, async (request) =>
    loadAccount(identity, (await account(request)).token),
  );

  r.patch(
    '/api/account',
    {
      preValidation: requireJsonBody,
      schema: { tags, body: UpdateAccountBody, response: { 200: UpdateAccountResult } },
    },
    async (request) => {
      const { accountId, token } = await account(request);
      return updateAccount(identity, token, accountId, request.body);
    },
  );

  r.get('/api/account/reminders', { schema: { tags, response: { 200: Reminders } } }, async (request) => {
    await account(request);
    const member = await opts.staffAccess.staffOf(request);
    return headerReminders(db, member.accountId);
  });

  r.get(
    '/api/account/order/invoiced',
    { schema: { tags, querystring: InvoicedOrdersQuery, response: { 200: InvoicedOrdersPage } } },
    async (request) => {
      const { accountId } = await account(request);
      const page = request.query.page;
      const pageSize = INVOICED_ORDERS_PAGE_SIZE;
      const slice = await listInvoicedOrders(db, accountId, { offset: page * pageSize, limit: pageSize });
      return { page, pageSize, ...slice };
    },
  );

  r.get(
    '/api/account/order/invoiced/:id',
    { schema: { tags, params: OrderIdParams, response: { 200: InvoicedOrder } } },
    async (request) => {
      const { accountId } = await account(request);
      const order = await findInvoicedOrder(db, accountId, request.params.id, now());
      if (!order) throw new AppError('not_found', ['Order not found']);
      return order;
    },
  );

  r.get(
    '/api/account/order/addresses',
    { schema: { tags, response: { 200: SavedAddressList } } },
    async (request) => loadAddresses(db, (await account(request)).accountId),
  );

  r.post(
    '/api/account/order/addresses/save',
    {
      preValidation: requireJsonBody,
      schema: { tags, body: SaveAddressBody, response: { 200: SavedAddressList } },
    },
    async (request) => saveAddress(db, (await account(request)).accountId, request.body, request.site.country),
  );

  r.delete(
    '/api/account/order/addresses/:id',
    { schema: { tags, params: AddressIdParams, response: { 200: SavedAddressList } } },
    async (request) => removeAddress(db, (await account(request)).accountId, request.params.id),
  );
}
