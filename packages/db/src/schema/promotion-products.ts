import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { promotions } from './promotions.ts';

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);
export type PromotionProduct = typeof promotionProducts.$inferSelect;
