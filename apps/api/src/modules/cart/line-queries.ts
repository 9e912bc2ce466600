import { and, asc, eq, sql } from 'drizzle-orm';
import { cartLines, products, type Db } from '@shop/db';

// A cart's lines: a line is (cart, product code = sku, warranty, installation), unique with NULLS NOT DISTINCT.

/** What adding a product needs to know of it, by sku (any case; served by the lower(sku) index). */
export async function findProductToAdd(db: Db, sku: string) {
  const clean = sku.trim();
  if (!clean) return null;
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(sql`lower(${products.sku}) = lower(${clean})`)
    .limit(1);
  return row ?? null;
}

/**
 * Adds to ('add') or sets ('set') the quantity of the line (cart, code, warranty, install) in one statement: two tabs
 * adding the same product meet on the unique key and both quantities land in one line. Returns the units of the
 * product across all its lines in the cart afterwards (the other lines as this statement sees them, so the caller
 * must hold the cart's lock for the sum to be current).
 */
export async function upsertCartLine(
  db: Db,
  params: {
    cartId: string;
    productId: number;
    productCode: string;
    warrantyId: number | null;
    installId: number | null;
    qty: number;
    mode: 'add' | 'set';
  },
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({
      cartId: params.cartId,
      productId: params.productId,
      productCode: params.productCode,
      warrantyId: params.warrantyId,
      installId: params.installId,
      qty: params.qty,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productCode, cartLines.warrantyId, cartLines.installId],
      set: {
        qty: params.mode === 'set' ? sql`excluded.qty` : sql`${cartLines.qty} + excluded.qty`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      // RETURNING sees this line's new quantity; the subquery sees the product's other lines. Written out in SQL
      // because Drizzle leaves RETURNING columns unqualified, and the subquery needs both tables told apart.
      units: sql<number>`(cart_lines.qty + coalesce((
        SELECT sum(o.qty) FROM cart_lines o
        WHERE o.cart_id = cart_lines.cart_id AND o.product_id = cart_lines.product_id
          AND o.id <> cart_lines.id), 0))::int`,
    });
  return Number(row?.units ?? 0);
}

export interface LineFilter {
  cartId: string;
  code: string;
  warrantyId?: number | undefined;
  installId?: number | undefined;
}

/** Deletes the lines of a code (narrowed by warranty/install when given); the number removed. */
export async function deleteCartLines(db: Db, params: LineFilter): Promise<number> {
  const rows = await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.cartId, params.cartId),
        sql`lower(${cartLines.productCode}) = lower(${params.code})`,
        params.warrantyId === undefined ? undefined : eq(cartLines.warrantyId, params.warrantyId),
        params.installId === undefined ? undefined : eq(cartLines.installId, params.installId),
      ),
    )
    .returning({ id: cartLines.id });
  return rows.length;
}

/** A cart's lines with their product's stock, oldest first (what a merge carries over). */
export async function listLinesWithStock(db: Db, params: { cartId: string }) {
  return db
    .select({ line: cartLines, stock: products.stockQuantity })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, params.cartId))
    .orderBy(asc(cartLines.id));
}

/** The units a cart holds of each product, across its lines. */
export async function unitsByProduct(db: Db, params: { cartId: string }): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: cartLines.productId, units: sql<number>`sum(${cartLines.qty})::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, params.cartId))
    .groupBy(cartLines.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.units)]));
}
