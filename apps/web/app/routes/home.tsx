import type { Route } from './+types/home';
import { HomeBanners } from '../components/content/SaleBanners.tsx';
import { TopCategories } from '../components/content/TopCategories.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { toProductTile } from '../components/ProductTile.tsx';
import { HOME_COPY } from '../copy/pages/home.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { homeBanners, topCategories } from '../lib/home-data.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional, sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './home.module.css';

export const FEATURED_LIMIT = 12;

export const handle = pageHandle('homepage');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const [featured, banners, categories] = await Promise.all([
    optional(api.featuredProducts(FEATURED_LIMIT)),
    homeBanners(api, site.theme),
    topCategories(api),
  ]);
  const ctx = priceContext(site, request);
  return {
    seo: buildSeo(site, { title: copyFor(site.theme).home.title, pageType: handle.pageType, path: '/' }),
    loginHref: sitePath(site.loginRoute),
    banners,
    categories,
    products: (featured?.products ?? []).map((p) => toProductTile(p, ctx)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('home', HOME_COPY);
  return (
    <>
      {loaderData.banners ? <HomeBanners banners={loaderData.banners} /> : null}
      <section className={styles.featured}>
        <h1 id="featured-heading" className={styles.heading}>
          {copy.featured}
        </h1>
        {loaderData.products.length > 0 ? (
          <ProductGrid
            products={loaderData.products}
            labelledBy="featured-heading"
            loginHref={loaderData.loginHref}
            list={{ id: 'home-featured', name: copy.featured }}
          />
        ) : (
          <p>{copy.noFeatured}</p>
        )}
      </section>
      <TopCategories categories={loaderData.categories} headingId="home-categories" />
    </>
  );
}
