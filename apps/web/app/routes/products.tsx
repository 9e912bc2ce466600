import type { Route } from './+types/products';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { PRODUCTS_COPY } from '../copy/pages/search.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { allProducts } from '../lib/all-products.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';
import { fromJsonText } from '../lib/json-text.ts';

export const handle = pageHandle('search');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const query = listingQueryFromUrl(new URL(request.url));
  const page = await allProducts(api, query);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).products.title,
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
  const copy = usePageCopy('products', PRODUCTS_COPY);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{copy.title}</h1>
      </header>
      <ListingView
        listing={fromJsonText(loaderData.listing)}
        query={loaderData.query}
        pathname="/products"
        loginHref={loaderData.loginHref}
        label={copy.title}
      />
    </div>
  );
}
