import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { carts, projectLines, products, projects, type Db, type ProjectRow } from '@shop/db';

// The projects tables (docs/decisions/0032). Every query filters on the staff member's account id, so another
// account's project id is simply not found.

/** What a project line shows of its product now: title, image, price and stock. */
const productColumns = {
  productId: products.id,
  sku: products.sku,
  slug: products.slug,
  title: products.title,
  images: products.images,
  priceCents: products.priceCents,
  stockQuantity: products.stockQuantity,
  stockStatus: products.stockStatus,
};

export type CatalogueProduct = {
  productId: number;
  sku: string;
  slug: string;
  title: string;
  images: { url: string; thumbUrl: string; alt: string }[];
  priceCents: number;
  stockQuantity: number;
  stockStatus: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProjectRows(
  db: Db,
  accountId: string,
  q: string | undefined,
  limit: number,
): Promise<{ rows: (ProjectRow & { lineCount: number })[]; totalCount: number }> {
  const term = q?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const where = and(
    eq(projects.accountId, accountId),
    pattern
      ? or(
          ilike(projects.name, pattern),
          ilike(projects.customerName, pattern),
          ilike(projects.customerEmail, pattern),
        )
      : undefined,
  );
  const lineCount = sql<number>`(SELECT count(*)::int FROM ${projectLines} WHERE ${projectLines.projectId} = ${projects.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: projects, lineCount })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(limit),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.project, lineCount: Number(r.lineCount) })),
    totalCount: Number(total?.n ?? 0),
  };
}

export async function findProjectRow(db: Db, accountId: string, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.accountId, accountId), eq(projects.id, id)));
  return row ?? null;
}

/** A project's lines, in the order they were added, with their product as the catalogue has it now. */
export async function projectLinesWithProducts(db: Db, projectId: string) {
  return db
    .select({ qty: projectLines.qty, product: productColumns })
    .from(projectLines)
    .innerJoin(products, eq(products.id, projectLines.productId))
    .where(eq(projectLines.projectId, projectId))
    .orderBy(asc(projectLines.createdAt), asc(projectLines.productId));
}

export async function insertProjectRow(
  db: Db,
  row: Pick<
    ProjectRow,
    | 'accountId'
    | 'salespersonCode'
    | 'name'
    | 'customerName'
    | 'customerEmail'
    | 'customerPhone'
    | 'notes'
    | 'createdAt'
    | 'updatedAt'
  >,
): Promise<ProjectRow> {
  const [inserted] = await db.insert(projects).values(row).returning();
  if (!inserted) throw new Error('project insert returned no row');
  return inserted;
}

export async function updateProjectRow(
  db: Db,
  accountId: string,
  id: string,
  at: Date,
  changes: Partial<Pick<ProjectRow, 'name' | 'customerName' | 'customerEmail' | 'customerPhone' | 'notes'>>,
): Promise<ProjectRow | null> {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(projects.accountId, accountId), eq(projects.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes a project (its lines go with it); whether there was one. */
export async function deleteProjectRow(db: Db, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.accountId, accountId), eq(projects.id, id)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Products by sku, any case (served by the lower(sku) index). */
export async function findProductsBySku(db: Db, skus: readonly string[]): Promise<CatalogueProduct[]> {
  if (skus.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(
      inArray(
        sql`lower(${products.sku})`,
        skus.map((s) => s.toLowerCase()),
      ),
    );
}

/**
 * Adds `qty` of a product to a project in one statement: a new line, or the existing line grown, never past `max`.
 */
export async function upsertProjectLine(
  db: Db,
  params: { projectId: string; productId: number; sku: string; qty: number; max: number },
): Promise<void> {
  await db
    .insert(projectLines)
    .values({ projectId: params.projectId, productId: params.productId, sku: params.sku, qty: params.qty })
    .onConflictDoUpdate({
      target: [projectLines.projectId, projectLines.productId],
      set: { qty: sql`least(${projectLines.qty} + excluded.qty, ${params.max})` },
    });
}

/** Sets a line's quantity, the line named by its sku (any case); whether there was such a line. */
export async function setProjectLineQty(
  db: Db,
  params: { projectId: string; sku: string; qty: number },
): Promise<boolean> {
  const rows = await db
    .update(projectLines)
    .set({ qty: params.qty })
    .where(
      and(
        eq(projectLines.projectId, params.projectId),
        sql`lower(${projectLines.sku}) = lower(${params.sku})`,
      ),
    )
    .returning({ sku: projectLines.sku });
  return rows.length > 0;
}

export async function deleteProjectLine(
  db: Db,
  params: { projectId: string; sku: string },
): Promise<boolean> {
  const rows = await db
    .delete(projectLines)
    .where(
      and(
        eq(projectLines.projectId, params.projectId),
        sql`lower(${projectLines.sku}) = lower(${params.sku})`,
      ),
    )
    .returning({ sku: projectLines.sku });
  return rows.length > 0;
}

/** A change to a project's lines counts as a change to the project. */
export async function touchProject(db: Db, projectId: string, at: Date): Promise<void> {
  await db.update(projects).set({ updatedAt: at }).where(eq(projects.id, projectId));
}

export async function markProjectConverted(db: Db, projectId: string, at: Date): Promise<void> {
  await db.update(projects).set({ convertedAt: at, updatedAt: at }).where(eq(projects.id, projectId));
}

/**
 * Records on the account's cart which project it was built from (carts.project_id, copied to its order), or clears it
 * when the cart is built from pasted lines instead.
 */
export async function setCartProject(
  db: Db,
  params: { cartId: string; accountId: string; projectId: string | null },
): Promise<void> {
  await db
    .update(carts)
    .set({ projectId: params.projectId, updatedAt: new Date() })
    .where(and(eq(carts.id, params.cartId), eq(carts.accountId, params.accountId)));
}
