import { Link } from '../lib/link.tsx';
import type { Route } from './+types/category';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { requestServices } from '../lib/context.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { categoryTrail, notFound, optional, sitePath } from '../lib/page.server.ts';
import { orRedirect } from '../lib/redirects.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { saleImage } from '../lib/sale.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';
import { fromJsonText } from '../lib/json-text.ts';

export const handle = pageHandle('categoryPage');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const uri = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  if (!uri) notFound();
  const url = new URL(request.url);
  const query = listingQueryFromUrl(url);
  const [page, sale] = await Promise.all([
    orRedirect(api, url, api.categoryPage(uri, query)),
    optional(api.sale()),
  ]);
  const pathname = `/c/${page.category.uri || uri}`;
  return {
    seo: buildSeo(site, {
      title: page.category.title,
      pageType: handle.pageType,
      path: listingCanonicalPath(pathname, page.listing.page),
      description: page.category.description,
    }),
    origin: site.canonicalOrigin,
    loginHref: sitePath(site.loginRoute),
    category: page.category,
    trail: categoryTrail(page.breadcrumbs, page.category.title),
    subCategories: page.subCategories,
    listing: toListingData(page.listing, priceContext(site, request)),
    query,
    pathname,
    badge: saleImage(sale, 'categoryBadge', site.theme),
    tileBadge: saleImage(sale, 'categoryTileBadge', site.theme),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, subCategories, badge, tileBadge } = loaderData;
  const listing = fromJsonText(loaderData.listing);
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={loaderData.trail} origin={loaderData.origin} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.title}</h1>
        {badge ? <img className={styles.saleBadge} src={badge.src} alt={badge.alt} height={48} /> : null}
      </header>
      {category.description ? <p className={styles.description}>{category.description}</p> : null}
      {subCategories.length > 0 ? (
        <nav aria-label={`${category.title} categories`} className={styles.subCategories}>
          <ul>
            {subCategories.map((sub) => (
              <li key={sub.uri}>
                <Link to={sub.uri.startsWith('/') ? sub.uri : `/c/${sub.uri}`}>
                  {/* Whole strings: one text node each, so the server writes no separator between pieces (ADR 0072). */}
                  {`${sub.title} `}
                  <span className={styles.muted}>{`(${sub.productCount})`}</span>
                  {/* The sale's categoryTileBadge (000 §3); decorative, the page's category badge names the sale. */}
                  {tileBadge ? (
                    <img src={tileBadge.src} alt="" height={20} width={60} className={styles.tileBadge} />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingView
        listing={listing}
        query={loaderData.query}
        pathname={loaderData.pathname}
        loginHref={loaderData.loginHref}
        label={`${category.title} products`}
      />
    </div>
  );
}
