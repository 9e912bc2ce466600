import type { Route } from './+types/landing';
import { TopCategories } from '../components/content/TopCategories.tsx';
import { Masthead } from '../components/masthead/Masthead.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { toProductTile } from '../components/ProductTile.tsx';
import { fillCopy } from '../copy/fill.ts';
import { LANDING_COPY } from '../copy/pages/home.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { topCategories } from '../lib/home-data.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional, sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from '../components/content/Home.module.css';

export const handle = pageHandle('generic');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const [featured, categories] = await Promise.all([optional(api.featuredProducts(8)), topCategories(api)]);
  const ctx = priceContext(site, request);
  return {
    seo: buildSeo(site, {
      title: fillCopy(copyFor(site.theme).landing.welcome, { company: site.companyName }),
      pageType: handle.pageType,
      path: '/landing',
    }),
    companyName: site.companyName,
    loginHref: sitePath(site.loginRoute),
    categories,
    products: (featured?.products ?? []).map((p) => toProductTile(p, ctx)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('landing', LANDING_COPY);
  return (
    <>
      <Masthead
        variant="large"
        heading={fillCopy(copy.welcome, { company: loaderData.companyName })}
        text={<p>{copy.intro}</p>}
        buttons={[
          { type: 'link', txt: copy.shopAll, href: '/products' },
          { type: 'link', txt: copy.seeSale, href: '/sale' },
        ]}
      />
      <TopCategories categories={loaderData.categories} headingId="landing-categories" />
      {loaderData.products.length > 0 ? (
        <section className={styles.section} aria-labelledby="landing-featured">
          <h2 id="landing-featured" className={styles.heading}>
            {copy.popular}
          </h2>
          <ProductGrid
            products={loaderData.products}
            labelledBy="landing-featured"
            loginHref={loaderData.loginHref}
            list={{ id: 'landing-popular', name: copy.popular }}
            headingLevel={3}
          />
        </section>
      ) : null}
    </>
  );
}
