import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  installOptions,
  priceHistory,
  productAttributes,
  productFeatures,
  warrantyPlans,
  type Db,
} from '@shop/db';

/** Specification rows of a product (surrogate id), in display order. */
export async function listProductAttributes(db: Db, params: { productId: number }) {
  return db
    .select({
      groupName: productAttributes.groupName,
      name: productAttributes.name,
      kind: productAttributes.kind,
      value: productAttributes.value,
    })
    .from(productAttributes)
    .where(eq(productAttributes.productId, params.productId))
    .orderBy(asc(productAttributes.sortOrder), asc(productAttributes.id));
}

export async function listProductFeatures(db: Db, params: { productId: number }) {
  return db
    .select({ title: productFeatures.title, body: productFeatures.body, image: productFeatures.image })
    .from(productFeatures)
    .where(eq(productFeatures.productId, params.productId))
    .orderBy(asc(productFeatures.sortOrder), asc(productFeatures.id));
}

/** Price points of a sku, oldest first. */
export async function listPriceHistory(db: Db, params: { sku: string }) {
  return db
    .select({ date: priceHistory.date, priceCents: priceHistory.priceCents })
    .from(priceHistory)
    .where(eq(priceHistory.sku, params.sku))
    .orderBy(asc(priceHistory.date));
}

/** Warranty rows whose band holds the price and whose scope (none, or one of the categories) covers the product. */
export async function listWarrantyPlansFor(
  db: Db,
  params: { categoryIds: readonly number[]; priceCents: number },
) {
  return db
    .select({
      id: warrantyPlans.id,
      name: warrantyPlans.name,
      years: warrantyPlans.years,
      priceCents: warrantyPlans.priceCents,
      categoryId: warrantyPlans.categoryId,
    })
    .from(warrantyPlans)
    .where(
      and(
        or(
          isNull(warrantyPlans.categoryId),
          params.categoryIds.length > 0
            ? inArray(warrantyPlans.categoryId, [...params.categoryIds])
            : undefined,
        ),
        lte(warrantyPlans.minPriceCents, params.priceCents),
        or(isNull(warrantyPlans.maxPriceCents), gt(warrantyPlans.maxPriceCents, params.priceCents)),
      ),
    )
    .orderBy(asc(warrantyPlans.years), asc(warrantyPlans.priceCents), asc(warrantyPlans.id));
}

/** Install options scoped to one of the categories, or to a uri prefix the category's uri starts with. */
export async function listInstallOptionsFor(
  db: Db,
  params: { categoryIds: readonly number[]; categoryUri: string },
) {
  const uri = params.categoryUri.toLowerCase();
  return db
    .select({
      id: installOptions.id,
      name: installOptions.name,
      description: installOptions.description,
      priceCents: installOptions.priceCents,
    })
    .from(installOptions)
    .where(
      or(
        params.categoryIds.length > 0
          ? inArray(installOptions.categoryId, [...params.categoryIds])
          : undefined,
        and(
          isNotNull(installOptions.categoryUriPrefix),
          or(
            sql`${installOptions.categoryUriPrefix} = ${uri}`,
            sql`starts_with(${uri}, ${installOptions.categoryUriPrefix} || '/')`,
          ),
        ),
      ),
    )
    .orderBy(asc(installOptions.priceCents), asc(installOptions.name), asc(installOptions.id));
}
