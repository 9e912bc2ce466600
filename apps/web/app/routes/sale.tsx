import { Link } from '../lib/link.tsx';
import { saleEndsText } from '@shop/domain';
import type { Route } from './+types/sale';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { fillCopy } from '../copy/fill.ts';
import { SALE_COPY } from '../copy/pages/sale.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { allProducts } from '../lib/all-products.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { optional, sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { runningSale, saleImage } from '../lib/sale.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';
import { fromJsonText } from '../lib/json-text.ts';

export const handle = pageHandle('sale');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const sale = runningSale(await optional(api.sale()));
  const query = { ...listingQueryFromUrl(new URL(request.url)) };
  // The sale's products are those carrying the sale ribbon; the shopper's other filters still apply.
  const page = sale ? await optional(allProducts(api, { ...query, ribbon: ['sale'] })) : null;
  const banner = sale
    ? (saleImage(sale, 'siteWideHeaderBanner1', site.theme) ?? saleImage(sale, 'homePageBanner', site.theme))
    : null;
  return {
    seo: buildSeo(site, {
      title: sale?.name ?? copyFor(site.theme).sale.title,
      pageType: handle.pageType,
      path: listingCanonicalPath('/sale', page?.listing.page ?? 1),
      image: banner ? { src: banner.src, size: 'large' } : null,
    }),
    loginHref: sitePath(site.loginRoute),
    sale: sale ? { name: sale.name, colour: sale.colour, ends: saleEndsText(sale.time) } : null,
    banner,
    listing: page ? toListingData(page.listing, priceContext(site, request)) : null,
    query,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { sale, banner } = loaderData;
  const listing = loaderData.listing ? fromJsonText(loaderData.listing) : null;
  const copy = usePageCopy('sale', SALE_COPY);
  if (!sale) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{copy.title}</h1>
        <p>{copy.noSale}</p>
        <p>
          <Link to="/products">{copy.browse}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {banner ? (
        <img src={banner.src} alt={banner.alt} width={1200} height={300} className={styles.saleBanner} />
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{sale.name}</h1>
        {sale.ends ? <p className={styles.muted}>{sale.ends}</p> : null}
      </header>
      {listing ? (
        <ListingView
          listing={listing}
          query={loaderData.query}
          pathname="/sale"
          loginHref={loaderData.loginHref}
          label={fillCopy(copy.products, { sale: sale.name })}
        />
      ) : (
        <p>{copy.failed}</p>
      )}
    </div>
  );
}
