import type { Route } from './+types/products';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { requestServices } from '../lib/context.server.ts';
import { allProducts } from '../lib/all-products.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';

export const handle = pageHandle('search');

export const PRODUCTS_TITLE = 'All products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const query = listingQueryFromUrl(new URL(request.url));
  const page = await allProducts(api, query);
  return {
    seo: buildSeo(site, {
      title: PRODUCTS_TITLE,
      pageType: handle.pageType,
      path: listingCanonicalPath('/products', page.listing.page),
    }),
    loginHref: sitePath(site.loginRoute),
    listing: toListingData(page.listing, priceContext(site, request)),
    query,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{PRODUCTS_TITLE}</h1>
      </header>
      <ListingView
        listing={loaderData.listing}
        query={loaderData.query}
        pathname="/products"
        loginHref={loaderData.loginHref}
        label="All products"
      />
    </div>
  );
}
