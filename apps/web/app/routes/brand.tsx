import type { Route } from './+types/brand';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { fillCopy } from '../copy/fill.ts';
import { BRAND_COPY } from '../copy/pages/brands.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { orRedirect } from '../lib/redirects.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';
import { fromJsonText } from '../lib/json-text.ts';

export const handle = pageHandle('brandPage');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const query = listingQueryFromUrl(url);
  const page = await orRedirect(api, url, api.brandPage(params.uri, query));
  const pathname = `/brands/${page.brand.uri || params.uri}`;
  return {
    seo: buildSeo(site, {
      title: page.brand.name,
      pageType: handle.pageType,
      path: listingCanonicalPath(pathname, page.listing.page),
      description: page.brand.description,
      image: page.brand.thumbnail ? { src: page.brand.thumbnail, size: 'small' } : null,
    }),
    origin: site.canonicalOrigin,
    loginHref: sitePath(site.loginRoute),
    brand: page.brand,
    listing: toListingData(page.listing, priceContext(site, request)),
    query,
    pathname,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const copy = usePageCopy('brand', BRAND_COPY);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { title: copy.brands, uri: '/brands' },
          { title: brand.name, uri: '' },
        ]}
        origin={loaderData.origin}
      />
      <header className={styles.header}>
        {brand.thumbnail ? (
          <img src={brand.thumbnail} alt="" width={120} height={48} className={styles.brandLogo} />
        ) : null}
        <h1 className={styles.title}>{brand.name}</h1>
      </header>
      {brand.description ? <p className={styles.description}>{brand.description}</p> : null}
      <ListingView
        listing={fromJsonText(loaderData.listing)}
        query={loaderData.query}
        pathname={loaderData.pathname}
        loginHref={loaderData.loginHref}
        label={fillCopy(copy.products, { brand: brand.name })}
      />
    </div>
  );
}
