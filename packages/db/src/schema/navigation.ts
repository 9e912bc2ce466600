import { boolean, type AnyPgColumn, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';

/** topNav flags of GET /api/navbar/, one row per theme. */
export const navigationMenus = pgTable('navigation_menus', {
  theme: text('theme').primaryKey(),
  displayCartIcon: boolean('display_cart_icon').notNull().default(true),
  displayProjectIcon: boolean('display_project_icon').notNull().default(false),
  displaySearchIcon: boolean('display_search_icon').notNull().default(true),
  displayContactUsIcon: boolean('display_contact_us_icon').notNull().default(true),
});
export type NavigationMenu = typeof navigationMenus.$inferSelect;
export type NewNavigationMenu = typeof navigationMenus.$inferInsert;

/**
 * mainNav entries of a theme. A top-level item (parent_id null) is a category shown in the bar; its children are
 * the sub-categories listed under it. `brand_ids` are the brands shown in the dropdown, in order.
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    theme: text('theme')
      .notNull()
      .references(() => navigationMenus.theme, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => navigationItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Overrides the category title when set. */
    title: text('title'),
    sortOrder: integer('sort_order').notNull().default(0),
    brandIds: jsonb('brand_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('navigation_items_theme_idx').on(t.theme, t.parentId, t.sortOrder)],
);
export type NavigationItem = typeof navigationItems.$inferSelect;
export type NewNavigationItem = typeof navigationItems.$inferInsert;
