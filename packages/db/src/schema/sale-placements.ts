import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';

/**
 * One image of a sale per placement key (spec 000 §3: {product}CategoryBadge with the theme substituted,
 * categoryBadge, …, siteWideHeaderBanner2). `src` is relative to the sale's base_image_path unless absolute.
 */
export const salePlacements = pgTable(
  'sale_placements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    placement: text('placement').notNull(),
    src: text('src').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [unique('sale_placements_sale_placement_uq').on(t.saleId, t.placement)],
);
export type SalePlacement = typeof salePlacements.$inferSelect;
export type NewSalePlacement = typeof salePlacements.$inferInsert;
