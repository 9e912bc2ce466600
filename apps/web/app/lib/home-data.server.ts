import type { ApiClient } from '@shop/contracts';
import type { ThemeId } from '@shop/domain';
import type { HomeBannersData } from '../components/content/SaleBanners.tsx';
import type { TopCategory } from '../components/content/TopCategories.tsx';
import { optional } from './page.server.ts';
import { runningSale, saleImage } from './sale.server.ts';

export const TOP_CATEGORY_LIMIT = 8;

/** The running sale's home placements, or null when no sale is on (or the call fails). */
export async function homeBanners(api: ApiClient, theme: ThemeId): Promise<HomeBannersData | null> {
  const sale = await optional(api.sale());
  const running = runningSale(sale);
  if (!running) return null;
  return {
    saleUrl: running.url,
    saleColour: running.colour,
    banner: saleImage(sale, 'homePageBanner', theme),
    tallBanner: saleImage(sale, 'homePageTallBanner', theme),
    offersTile: saleImage(sale, 'homePageOffersTile', theme),
  };
}

export async function topCategories(api: ApiClient): Promise<TopCategory[]> {
  const tree = await optional(api.categoryTree());
  return (tree?.categories ?? [])
    .slice(0, TOP_CATEGORY_LIMIT)
    .map(({ title, uri, productCount }) => ({ title, uri, productCount }));
}
