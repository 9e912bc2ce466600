import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  brands,
  categories,
  products,
  promotionProducts,
  promotions,
  type Db,
  productWithRefsSelection,
  type ProductWithRefs,
} from '@shop/db';


const promotionSelection = {
  id: promotions.id,
  path: promotions.path,
  title: promotions.title,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  brandName: brands.name,
  brandUri: brands.uri,
  thumbnailImg: promotions.thumbnailImg,
  ribbon: promotions.ribbon,
  featured: promotions.featured,
  categories: promotions.categories,
  redemptionUrl: promotions.redemptionUrl,
  redemptionEndDate: promotions.redemptionEndDate,
  rewardLabel: promotions.rewardLabel,
};

export type PromotionRow = {
  id: number;
  path: string;
  title: string;
  startDate: Date;
  endDate: Date;
  brandName: string | null;
  brandUri: string | null;
  thumbnailImg: string | null;
  ribbon: string | null;
  featured: boolean;
  categories: string[];
  redemptionUrl: string | null;
  redemptionEndDate: Date | null;
  rewardLabel: string | null;
};

/** Promotions, featured first then ending soonest; only those running at `now` unless `all`. */
export async function listPromotions(
  db: Db,
  params: { now: Date; all: boolean; featured: boolean; brandUri: string | null },
): Promise<PromotionRow[]> {
  return db
    .select(promotionSelection)
    .from(promotions)
    .leftJoin(brands, eq(brands.id, promotions.brandId))
    .where(
      and(
        params.all
          ? undefined
          : and(lte(promotions.startDate, params.now), gte(promotions.endDate, params.now)),
        params.featured ? eq(promotions.featured, true) : undefined,
        params.brandUri ? eq(sql`lower(${brands.uri})`, params.brandUri.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(promotions.featured), asc(promotions.endDate), asc(promotions.id));
}

export async function getPromotionByPath(
  db: Db,
  params: { path: string },
): Promise<(PromotionRow & { body: string }) | null> {
  const [row] = await db
    .select({ ...promotionSelection, body: promotions.body })
    .from(promotions)
    .leftJoin(brands, eq(brands.id, promotions.brandId))
    .where(eq(sql`lower(${promotions.path})`, params.path.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Skus of each promotion's products, in product id order. */
export async function listPromotionSkus(db: Db, params: { promotionIds: readonly number[] }) {
  if (params.promotionIds.length === 0) return [];
  return db
    .select({ promotionId: promotionProducts.promotionId, sku: products.sku })
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .where(inArray(promotionProducts.promotionId, [...params.promotionIds]))
    .orderBy(asc(promotionProducts.promotionId), asc(products.id));
}

/** A promotion's products with brand and category, most popular first. */
export async function listPromotionProducts(
  db: Db,
  params: { promotionId: number },
): Promise<ProductWithRefs[]> {
  return db
    .select(productWithRefsSelection)
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(promotionProducts.promotionId, params.promotionId))
    .orderBy(desc(products.popularity), asc(products.id));
}
