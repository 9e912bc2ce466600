import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CartBuilderCartRequest,
  CartBuilderPreview,
  CartBuilderPreviewRequest,
  CartBuildResult,
  DeletedProject,
  ProjectCartRequest,
  ProjectIdParams,
  ProjectInput,
  ProjectLineInput,
  ProjectLineParams,
  ProjectLineUpdate,
  ProjectListQuery,
  ProjectUpdate,
  StaffProject,
  StaffProjectList,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { requireJsonBody } from '../shared/json-only.ts';
import type { StaffMember } from './access.ts';
import {
  addProjectLine,
  createProject,
  deleteProject,
  editProject,
  getProject,
  linesToCart,
  listProjects,
  previewLines,
  projectToCart,
  removeProjectLine,
  setProjectLine,
} from './projects.ts';

export interface ProjectRouteDeps {
  db: Db;
  now: () => Date;
  /** The staff member's own sign-in, or a page session of the side panel's staff pages. */
  staffOrPage: { onRequest: onRequestHookHandler };
  /** The staff member's own sign-in only. */
  sessionOnly: { onRequest: onRequestHookHandler };
  memberOf: (request: FastifyRequest) => StaffMember;
}

/**
 * Projects and the cart builder (docs/decisions/0032), under the staff routes' role check: no session 401, not staff
 * 403, another staff member's project 404. The project calls also take a page session of the side panel, as the
 * reminders do; the calls that fill the cart need the staff member's own sign-in, whose cart they fill.
 */
export function registerProjectRoutes(app: FastifyInstance, deps: ProjectRouteDeps) {
  const { db, now, staffOrPage, sessionOnly, memberOf } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const json = { preValidation: requireJsonBody };
  const account = (request: FastifyRequest) => memberOf(request).accountId;

  r.get(
    '/api/staff/projects',
    { ...staffOrPage, schema: { tags, querystring: ProjectListQuery, response: { 200: StaffProjectList } } },
    async (request) => listProjects(db, account(request), request.query.q),
  );

  r.post(
    '/api/staff/projects',
    { ...staffOrPage, ...json, schema: { tags, body: ProjectInput, response: { 200: StaffProject } } },
    async (request) => createProject(db, memberOf(request), request.body, now()),
  );

  r.get(
    '/api/staff/projects/:id',
    { ...staffOrPage, schema: { tags, params: ProjectIdParams, response: { 200: StaffProject } } },
    async (request) => getProject(db, account(request), request.params.id),
  );

  r.patch(
    '/api/staff/projects/:id',
    {
      ...staffOrPage,
      ...json,
      schema: { tags, params: ProjectIdParams, body: ProjectUpdate, response: { 200: StaffProject } },
    },
    async (request) => editProject(db, account(request), request.params.id, request.body, now()),
  );

  r.delete(
    '/api/staff/projects/:id',
    { ...staffOrPage, schema: { tags, params: ProjectIdParams, response: { 200: DeletedProject } } },
    async (request) => deleteProject(db, account(request), request.params.id),
  );

  r.post(
    '/api/staff/projects/:id/lines',
    {
      ...staffOrPage,
      ...json,
      schema: { tags, params: ProjectIdParams, body: ProjectLineInput, response: { 200: StaffProject } },
    },
    async (request) => addProjectLine(db, account(request), request.params.id, request.body, now()),
  );

  r.patch(
    '/api/staff/projects/:id/lines/:sku',
    {
      ...staffOrPage,
      ...json,
      schema: { tags, params: ProjectLineParams, body: ProjectLineUpdate, response: { 200: StaffProject } },
    },
    async (request) =>
      setProjectLine(db, account(request), request.params.id, request.params.sku, request.body.qty, now()),
  );

  r.delete(
    '/api/staff/projects/:id/lines/:sku',
    { ...staffOrPage, schema: { tags, params: ProjectLineParams, response: { 200: StaffProject } } },
    async (request) => removeProjectLine(db, account(request), request.params.id, request.params.sku, now()),
  );

  r.post(
    '/api/staff/projects/:id/cart',
    {
      ...sessionOnly,
      ...json,
      schema: { tags, params: ProjectIdParams, body: ProjectCartRequest, response: { 200: CartBuildResult } },
    },
    async (request) =>
      projectToCart(db, request.site.theme, account(request), request.params.id, request.body.mode, now),
  );

  r.post(
    '/api/staff/cart-builder/preview',
    {
      ...staffOrPage,
      ...json,
      schema: { tags, body: CartBuilderPreviewRequest, response: { 200: CartBuilderPreview } },
    },
    async (request) => previewLines(db, request.body.lines),
  );

  r.post(
    '/api/staff/cart-builder/cart',
    {
      ...sessionOnly,
      ...json,
      schema: { tags, body: CartBuilderCartRequest, response: { 200: CartBuildResult } },
    },
    async (request) => linesToCart(db, request.site.theme, account(request), request.body.lines, request.body.mode, now),
  );
}
