import type { PromotionDetail, PromotionList, PromotionSummary } from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError, safeLinkUrl, sanitizeHtml } from '@shop/server-kit';
import { toProduct } from '../products/mapper.ts';
import {
  getPromotionByPath,
  listPromotionProducts,
  listPromotionSkus,
  listPromotions,
  type PromotionRow,
} from './queries.ts';

export const promotionNotFound = () => new AppError('promotion_not_found', ['Promotion not found']);

function toSummary(
  row: PromotionRow,
  skus: string[],
  now: Date,
): Omit<PromotionSummary, 'products'> & { products: string[] } {
  const redemption = safeLinkUrl(row.redemptionUrl);
  return {
    path: row.path,
    title: row.title,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    brand: row.brandName && row.brandUri ? { name: row.brandName, uri: row.brandUri } : null,
    thumbnailImg: row.thumbnailImg,
    ribbon: row.ribbon as PromotionSummary['ribbon'],
    featured: row.featured,
    categories: row.categories,
    products: skus,
    redemption,
    redemptionEndDate: row.redemptionEndDate?.toISOString() ?? null,
    childHasActiveRedemption:
      redemption !== null &&
      row.redemptionEndDate !== null &&
      row.redemptionEndDate.getTime() > now.getTime(),
    rewardLabel: row.rewardLabel,
    isCurrent: row.startDate.getTime() <= now.getTime() && now.getTime() <= row.endDate.getTime(),
  };
}

export async function loadPromotions(
  db: Db,
  query: { all: boolean; featured: boolean; brand?: string | undefined },
  now = new Date(),
): Promise<PromotionList> {
  const rows = await listPromotions(db, {
    now,
    all: query.all,
    featured: query.featured,
    brandUri: query.brand?.trim() || null,
  });
  const skus = await listPromotionSkus(db, { promotionIds: rows.map((r) => r.id) });
  const byPromotion = new Map<number, string[]>();
  for (const s of skus) byPromotion.set(s.promotionId, [...(byPromotion.get(s.promotionId) ?? []), s.sku]);
  const promotions = rows.map((r) => toSummary(r, byPromotion.get(r.id) ?? [], now));
  return { promotions, totalCount: promotions.length };
}

/** Any existing promotion (past ones too: `isCurrent` tells), its copy sanitised and its products in full. */
export async function loadPromotion(db: Db, path: string, now = new Date()): Promise<PromotionDetail> {
  const row = await getPromotionByPath(db, { path: path.trim() });
  if (!row) throw promotionNotFound();
  const products = await listPromotionProducts(db, { promotionId: row.id });
  const { products: _skus, ...summary } = toSummary(row, [], now);
  return { ...summary, body: sanitizeHtml(row.body), products: products.map(toProduct) };
}
