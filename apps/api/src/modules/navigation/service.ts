import type { Navbar, NavCategory } from '@shop/contracts';
import type { Db } from '@shop/db';
import { READ_TTL, readCacheFor } from '../shared/cache.ts';
import { getNavigationMenu, listBrandsByIds, listNavigationItems } from './queries.ts';

const DEFAULT_TOP_NAV: Navbar['topNav'] = {
  displayCartIcon: true,
  displayProjectIcon: false,
  displaySearchIcon: true,
  displayContactUsIcon: true,
};

/**
 * The theme's navigation tree. The spec's browser keeps it about an hour; each server keeps it for READ_TTL.content
 * (docs/decisions/0016), so a menu edit reaches new visitors within minutes.
 */
export async function loadNavbar(db: Db, theme: string): Promise<Navbar> {
  return readCacheFor(db).get(`navbar:${theme}`, READ_TTL.content, () => readNavbar(db, theme));
}

async function readNavbar(db: Db, theme: string): Promise<Navbar> {
  const [menu, items] = await Promise.all([getNavigationMenu(db, theme), listNavigationItems(db, theme)]);
  const brandRows = await listBrandsByIds(db, [...new Set(items.flatMap((i) => i.brandIds))]);
  const brandById = new Map(
    brandRows.map((b) => [b.id, { name: b.name, uri: `/brands/${b.uri}`, thumbnail: b.thumbnail }]),
  );

  const nodes = new Map<number, NavCategory>();
  for (const item of items) {
    nodes.set(item.id, {
      title: item.title ?? item.categoryTitle,
      uri: `/c/${item.categoryUri}`,
      subCategories: [],
      brands: item.brandIds.flatMap((id) => brandById.get(id) ?? []),
    });
  }
  const mainNav: NavCategory[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parentId === null ? undefined : nodes.get(item.parentId);
    if (parent) parent.subCategories.push(node);
    else if (item.parentId === null) mainNav.push(node);
  }
  const topNav = menu
    ? {
        displayCartIcon: menu.displayCartIcon,
        displayProjectIcon: menu.displayProjectIcon,
        displaySearchIcon: menu.displaySearchIcon,
        displayContactUsIcon: menu.displayContactUsIcon,
      }
    : DEFAULT_TOP_NAV;
  return { mainNav, topNav };
}
