import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmbedRedeemBody,
  EmbedRedeemResult,
  PanelUrlRequest,
  PanelUrlResult,
  ReminderIdParams,
  ReminderInput,
  ReminderStats,
  ReminderStatsQuery,
  ReminderUpdate,
  StaffReminder,
  StaffReminderList,
  StaffReminderListQuery,
  StaffMe,
  StaffToolbar,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { storeTimeZone } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { staffGate, type StaffAccess } from './access.ts';
import { contentSystemBase, isFullWidthPanel, panelUrl } from './panels.ts';
import { registerProjectRoutes } from './project-routes.ts';
import {
  completeReminder,
  createReminder,
  editReminder,
  getReminder,
  headerReminders,
  listReminders,
  reminderStats,
} from './reminders.ts';

/** Whether a content system url is usable does not depend on the origin a relative one is read against. */
const CHECK_ORIGIN = 'http://localhost';

export interface StaffRouteOptions {
  db: Db;
  config: StorefrontConfig;
  access: StaffAccess;
  now?: () => Date;
}

/**
 * The staff tools' calls (docs/decisions/0030). Each checks the staff role on the server before it reads its input:
 * no session is a 401, an account that is not staff a 403. The reminders calls also take a page session of the
 * `/staff` pages (an embed token redeemed); the toolbar and the panel addresses need the staff member's own sign-in.
 */
export async function registerStaffRoutes(app: FastifyInstance, opts: StaffRouteOptions) {
  const { db, access } = opts;
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const { staffOnly, memberOf } = staffGate(access);
  const sessionOnly = staffOnly(false);
  const staffOrPage = staffOnly(true);

  r.get(
    '/api/staff/toolbar',
    { ...sessionOnly, schema: { tags, response: { 200: StaffToolbar } } },
    async (request) => {
      const member = memberOf(request);
      return {
        firstName: member.firstName,
        winningUserId: member.winningUserId,
        salespersonCode: member.salespersonCode,
        hasContentSystem: contentSystemBase(member.winningCmsUrl, CHECK_ORIGIN) !== null,
        reminders: await headerReminders(db, member.accountId),
      };
    },
  );

  r.post(
    '/api/staff/panel-url',
    {
      ...sessionOnly,
      preValidation: requireJsonBody,
      schema: { tags, body: PanelUrlRequest, response: { 200: PanelUrlResult } },
    },
    async (request) => {
      const member = memberOf(request);
      const { panel, sku, id, projectId } = request.body;
      if (panel === 'product-page' && !sku)
        throw new AppError('validation_failed', ['A product panel needs a sku.']);
      const parentBaseUrl = new URL(request.body.parentBaseUrl).origin;
      const base = contentSystemBase(member.winningCmsUrl, parentBaseUrl);
      const input = {
        panel,
        base,
        salespersonCode: member.salespersonCode,
        siteName: request.site.theme,
        parentBaseUrl,
        sku,
        id,
        projectId,
      };
      const fullWidth = isFullWidthPanel(panel);
      // No token is issued for a panel that cannot open.
      if (panelUrl(input, 'x', 'x') === null) return { url: null, origin: null, fullWidth };
      const token = await access.issueEmbedToken(member, now());
      const url = panelUrl(input, token, randomBytes(6).toString('hex'));
      return { url, origin: url ? new URL(url).origin : null, fullWidth };
    },
  );

  // The token is the proof here: it was issued to staff a moment ago and is spent now.
  r.post(
    '/api/staff/embed/redeem',
    {
      preValidation: requireJsonBody,
      schema: { tags, body: EmbedRedeemBody, response: { 200: EmbedRedeemResult } },
    },
    async (request) => access.redeemEmbedToken(request.body.token, now()),
  );

  r.get(
    '/api/staff/me',
    { ...staffOrPage, schema: { tags, response: { 200: StaffMe } } },
    async (request) => {
      const { firstName, winningUserId, salespersonCode } = memberOf(request);
      return { firstName, winningUserId, salespersonCode };
    },
  );

  r.get(
    '/api/staff/reminders',
    {
      ...staffOrPage,
      schema: { tags, querystring: StaffReminderListQuery, response: { 200: StaffReminderList } },
    },
    async (request) => listReminders(db, memberOf(request).accountId, request.query.status),
  );

  r.get(
    '/api/staff/reminders/stats',
    { ...staffOrPage, schema: { tags, querystring: ReminderStatsQuery, response: { 200: ReminderStats } } },
    async (request) => reminderStats(
        db,
        memberOf(request).accountId,
        request.query.weeks,
        now(),
        storeTimeZone({ state: '', country: request.site.country }),
      ),
  );

  r.get(
    '/api/staff/reminders/:id',
    { ...staffOrPage, schema: { tags, params: ReminderIdParams, response: { 200: StaffReminder } } },
    async (request) => getReminder(db, memberOf(request).accountId, request.params.id),
  );

  r.post(
    '/api/staff/reminders',
    {
      ...staffOrPage,
      preValidation: requireJsonBody,
      schema: { tags, body: ReminderInput, response: { 200: StaffReminder } },
    },
    async (request) => createReminder(db, memberOf(request).accountId, request.body, now()),
  );

  r.patch(
    '/api/staff/reminders/:id',
    {
      ...staffOrPage,
      preValidation: requireJsonBody,
      schema: { tags, params: ReminderIdParams, body: ReminderUpdate, response: { 200: StaffReminder } },
    },
    async (request) => editReminder(db, memberOf(request).accountId, request.params.id, request.body, now()),
  );

  r.post(
    '/api/staff/reminders/:id/complete',
    { ...staffOrPage, schema: { tags, params: ReminderIdParams, response: { 200: StaffReminder } } },
    async (request) => completeReminder(db, memberOf(request).accountId, request.params.id, now()),
  );

  registerProjectRoutes(app, { db, now, staffOrPage, sessionOnly, memberOf });
}
