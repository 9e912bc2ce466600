import type {
  CartBuilderPreview,
  CartBuildMode,
  CartBuildResult,
  ProjectLine,
  ProjectSummary,
  StaffProject,
  StaffProjectList,
} from '@shop/contracts';
import { inTransaction, type Db, type ProjectRow } from '@shop/db';
import { centsToDollars, type ThemeId } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { addProduct } from '../cart/lines.ts';
import { loadCart, removeCart, type CartContext } from '../cart/service.ts';
import type { StaffMember } from './access.ts';
import {
  deleteProjectLine,
  deleteProjectRow,
  findProductsBySku,
  findProjectRow,
  insertProjectRow,
  listProjectRows,
  markProjectConverted,
  projectLinesWithProducts,
  setCartProject,
  setProjectLineQty,
  touchProject,
  updateProjectRow,
  upsertProjectLine,
  type CatalogueProduct,
} from './project-queries.ts';

// Staff projects and the cart builder (issue 14, docs/decisions/0032). Every read and write names the staff member's
// account, so another staff member's project is not found (404) rather than refused.

/** How many projects one list answers; `totalCount` still counts them all. */
export const PROJECT_LIST_LIMIT = 100;
const MAX_QTY = 99;

const notFound = () => new AppError('not_found', ['Project not found']);
const unknownSku = (sku: string) =>
  new AppError('product_not_found', [`No product has the sku ${sku}. Please check it and try again.`]);

function toSummary(row: ProjectRow, lineCount: number): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    lineCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    convertedAt: row.convertedAt ? row.convertedAt.toISOString() : null,
  };
}

/** A line as the catalogue shows its product now. */
export function toProjectLine(product: CatalogueProduct, qty: number): ProjectLine {
  const image = product.images[0];
  return {
    sku: product.sku,
    title: product.title,
    url: `/p/${product.slug}`,
    image: image ? image.thumbUrl || image.url : null,
    qty,
    unitPrice: centsToDollars(product.priceCents),
    lineTotal: centsToDollars(product.priceCents * qty),
    stockQuantity: product.stockQuantity,
    stockStatus: product.stockStatus,
  };
}

const totalOf = (lines: readonly ProjectLine[]) =>
  centsToDollars(lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0));

async function projectView(db: Db, row: ProjectRow): Promise<StaffProject> {
  const rows = await projectLinesWithProducts(db, row.id);
  const lines = rows.map((r) => toProjectLine(r.product, r.qty));
  return {
    ...toSummary(row, lines.length),
    notes: row.notes,
    salespersonCode: row.salespersonCode,
    lines,
    total: totalOf(lines),
  };
}

async function ownProject(db: Db, accountId: string, id: string): Promise<ProjectRow> {
  const row = await findProjectRow(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function listProjects(db: Db, accountId: string, q?: string): Promise<StaffProjectList> {
  const { rows, totalCount } = await listProjectRows(db, accountId, q, PROJECT_LIST_LIMIT);
  return { totalCount, projects: rows.map((row) => toSummary(row, row.lineCount)) };
}

export async function getProject(db: Db, accountId: string, id: string): Promise<StaffProject> {
  return projectView(db, await ownProject(db, accountId, id));
}

export interface ProjectDetails {
  name: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
}

export async function createProject(
  db: Db,
  member: Pick<StaffMember, 'accountId' | 'salespersonCode'>,
  input: ProjectDetails,
  now: Date,
): Promise<StaffProject> {
  const row = await insertProjectRow(db, {
    accountId: member.accountId,
    salespersonCode: member.salespersonCode,
    ...input,
    createdAt: now,
    updatedAt: now,
  });
  return projectView(db, row);
}

export async function editProject(
  db: Db,
  accountId: string,
  id: string,
  changes: Partial<ProjectDetails>,
  now: Date,
): Promise<StaffProject> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const row = await updateProjectRow(db, accountId, id, now, defined);
  if (!row) throw notFound();
  return projectView(db, row);
}

export async function deleteProject(
  db: Db,
  accountId: string,
  id: string,
): Promise<{ id: string; deleted: true }> {
  if (!(await deleteProjectRow(db, accountId, id))) throw notFound();
  return { id, deleted: true };
}

/** Adds a product by sku; an existing line grows by `qty`, stopping at 99. An unknown sku is a 404 saying so. */
export async function addProjectLine(
  db: Db,
  accountId: string,
  id: string,
  input: { sku: string; qty: number },
  now: Date,
): Promise<StaffProject> {
  const project = await ownProject(db, accountId, id);
  const [product] = await findProductsBySku(db, [input.sku]);
  if (!product) throw unknownSku(input.sku);
  await inTransaction(db, async (tx) => {
    await upsertProjectLine(tx, {
      projectId: project.id,
      productId: product.productId,
      sku: product.sku,
      qty: input.qty,
      max: MAX_QTY,
    });
    await touchProject(tx, project.id, now);
  });
  return getProject(db, accountId, id);
}

export async function setProjectLine(
  db: Db,
  accountId: string,
  id: string,
  sku: string,
  qty: number,
  now: Date,
): Promise<StaffProject> {
  const project = await ownProject(db, accountId, id);
  if (!(await setProjectLineQty(db, { projectId: project.id, sku, qty })))
    throw new AppError('not_found', ['That product is not in the project']);
  await touchProject(db, project.id, now);
  return getProject(db, accountId, id);
}

export async function removeProjectLine(
  db: Db,
  accountId: string,
  id: string,
  sku: string,
  now: Date,
): Promise<StaffProject> {
  const project = await ownProject(db, accountId, id);
  if (!(await deleteProjectLine(db, { projectId: project.id, sku })))
    throw new AppError('not_found', ['That product is not in the project']);
  await touchProject(db, project.id, now);
  return getProject(db, accountId, id);
}

/** The cart builder's preview: pasted lines priced from the catalogue, unknown skus listed apart. */
export async function previewLines(
  db: Db,
  lines: readonly { sku: string; qty: number }[],
): Promise<CartBuilderPreview> {
  const found = await findProductsBySku(
    db,
    lines.map((l) => l.sku),
  );
  const bySku = new Map(found.map((p) => [p.sku.toLowerCase(), p]));
  const known: ProjectLine[] = [];
  const unknownSkus: string[] = [];
  for (const line of lines) {
    const product = bySku.get(line.sku.toLowerCase());
    if (product) known.push(toProjectLine(product, line.qty));
    else unknownSkus.push(line.sku);
  }
  return { lines: known, unknownSkus, total: totalOf(known) };
}

interface BuildInput {
  accountId: string;
  projectId: string | null;
  lines: readonly { sku: string; title: string; qty: number; stockQuantity: number }[];
  mode: CartBuildMode;
}

/**
 * Puts lines into the staff member's own (signed-in) cart through the cart's own add, so its rules hold: each line is
 * capped at what stock leaves beside what the cart already holds, and a line that cannot go in at all (out of stock,
 * not for sale, the cart already holding the stock) is reported with the cart's own words. 'replace' empties the cart
 * first. A project's id is recorded on the cart it went into.
 */
async function buildCart(ctx: CartContext, input: BuildInput): Promise<CartBuildResult> {
  const owner = { accountId: input.accountId };
  if (input.mode === 'replace') await removeCart(ctx.db, owner);
  const cart = await loadCart(ctx, owner);
  const held = new Map<string, number>();
  for (const p of cart.products) {
    const key = p.productCode.toLowerCase();
    held.set(key, (held.get(key) ?? 0) + p.quantity);
  }
  const added: CartBuildResult['added'] = [];
  const notAdded: CartBuildResult['notAdded'] = [];
  let cartId: string | null = cart.products.length > 0 ? cart.cartId : null;
  for (const line of input.lines) {
    const fits = Math.max(
      0,
      Math.min(line.qty, line.stockQuantity - (held.get(line.sku.toLowerCase()) ?? 0)),
    );
    try {
      // Nothing fits: one unit is asked for anyway, so the cart answers why in its own words.
      const target = await addProduct(ctx, owner, {
        code: line.sku,
        quantity: Math.max(1, fits),
        mode: 'add',
      });
      cartId = target.listId;
      added.push({ sku: line.sku, title: line.title, requested: line.qty, quantity: Math.max(1, fits) });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      notAdded.push({
        sku: line.sku,
        title: line.title,
        requested: line.qty,
        reason: error.messages[0] ?? error.message,
      });
    }
  }
  const now = ctx.now?.() ?? new Date();
  if (input.projectId && added.length > 0 && cartId) {
    await setCartProject(ctx.db, { cartId, accountId: input.accountId, projectId: input.projectId });
    await markProjectConverted(ctx.db, input.projectId, now);
  }
  return { cartId, projectId: input.projectId, added, notAdded };
}

export async function projectToCart(
  db: Db,
  themeId: ThemeId,
  accountId: string,
  id: string,
  mode: CartBuildMode,
  now: () => Date,
): Promise<CartBuildResult> {
  const project = await ownProject(db, accountId, id);
  const rows = await projectLinesWithProducts(db, project.id);
  if (rows.length === 0) throw new AppError('cart_empty', ['The project has no products to add.']);
  return buildCart(
    { db, themeId, now },
    {
      accountId,
      projectId: project.id,
      mode,
      lines: rows.map((r) => ({
        sku: r.product.sku,
        title: r.product.title,
        qty: r.qty,
        stockQuantity: r.product.stockQuantity,
      })),
    },
  );
}

/** Pasted lines into the cart; an unknown sku refuses the whole list, so nothing half-lands. */
export async function linesToCart(
  db: Db,
  themeId: ThemeId,
  accountId: string,
  lines: readonly { sku: string; qty: number }[],
  mode: CartBuildMode,
  now: () => Date,
): Promise<CartBuildResult> {
  const preview = await previewLines(db, lines);
  if (preview.unknownSkus.length > 0)
    throw new AppError(
      'product_not_found',
      preview.unknownSkus.map((sku) => `No product has the sku ${sku}.`),
    );
  return buildCart(
    { db, themeId, now },
    {
      accountId,
      projectId: null,
      mode,
      lines: preview.lines.map((l) => ({
        sku: l.sku,
        title: l.title,
        qty: l.qty,
        stockQuantity: l.stockQuantity,
      })),
    },
  );
}
