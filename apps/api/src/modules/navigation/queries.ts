import { asc, eq, inArray } from 'drizzle-orm';
import { brands, categories, navigationItems, navigationMenus, type Db } from '@shop/db';

export async function getNavigationMenu(db: Db, theme: string) {
  const [menu] = await db.select().from(navigationMenus).where(eq(navigationMenus.theme, theme)).limit(1);
  return menu ?? null;
}

export async function listNavigationItems(db: Db, theme: string) {
  return db
    .select({
      id: navigationItems.id,
      parentId: navigationItems.parentId,
      title: navigationItems.title,
      brandIds: navigationItems.brandIds,
      categoryTitle: categories.title,
      categoryUri: categories.uri,
    })
    .from(navigationItems)
    .innerJoin(categories, eq(categories.id, navigationItems.categoryId))
    .where(eq(navigationItems.theme, theme))
    .orderBy(asc(navigationItems.sortOrder), asc(navigationItems.id));
}

export async function listBrandsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name, uri: brands.uri, thumbnail: brands.thumbnailUrl })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}
