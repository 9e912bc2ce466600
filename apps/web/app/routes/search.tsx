import { useEffect } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/search';
import { ListingView, toListingData } from '../components/listing/ListingView.tsx';
import { ZeroResults, type PopularCategory } from '../components/search/ZeroResults.tsx';
import { prepareSearchTerm, searchEvent, siteSearchParams } from '@shop/domain';
import { trackEvent } from '../lib/analytics.ts';
import { isSignedInRequest } from '../lib/auth.server.ts';
import { fillCopy } from '../copy/fill.ts';
import { SEARCH_RESULTS_COPY } from '../copy/pages/search.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { listingCanonicalPath, listingQueryFromUrl } from '../lib/listing.ts';
import { pageHandle } from '../lib/page.ts';
import { optional, sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import catalogue from './catalogue.module.css';
import styles from '../components/search/Results.module.css';
import { fromJsonText } from '../lib/json-text.ts';

export const handle = pageHandle('search');

const POPULAR_COUNT = 8;

function decodeTerm(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /search/{keyword}: full results with facets, sort and paging; 'Did you mean …?' and categories when empty. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const term = prepareSearchTerm(decodeTerm(params.uri));
  // An empty keyword has nothing to search: the address shows every product instead.
  if (!term) throw redirect('/products');
  const query = listingQueryFromUrl(url);
  // 000 §6: a signed-in shopper adds wid=true.
  const extra = siteSearchParams({ fallback: 'true' }, isSignedInRequest(request));
  const result = await api.siteSearch(term, {
    ...query,
    fallback: extra['fallback'] === 'true',
    ...(extra['wid'] ? { wid: true } : {}),
  });
  const empty = result.listing.totalCount === 0;
  const tree = empty ? await optional(api.categoryTree()) : null;
  const popular: PopularCategory[] = (tree?.categories ?? [])
    .toSorted((a, b) => b.productCount - a.productCount)
    .slice(0, POPULAR_COUNT)
    .map((c) => ({ title: c.title, uri: c.uri }));
  const pathname = `/search/${encodeURIComponent(term)}`;
  const copy = copyFor(site.theme).searchResults;
  return {
    seo: buildSeo(site, {
      title: term ? fillCopy(copy.title, { term }) : copy.search,
      pageType: handle.pageType,
      path: listingCanonicalPath(pathname, result.listing.page),
      noIndex: true,
    }),
    term,
    correctedTerm: result.correctedTerm,
    usedFallback: result.usedFallback,
    loginHref: sitePath(site.loginRoute),
    listing: toListingData(result.listing, priceContext(site, request)),
    query,
    pathname,
    popular,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { term, correctedTerm } = loaderData;
  const listing = fromJsonText(loaderData.listing);
  const searched = correctedTerm ?? term;
  const copy = usePageCopy('searchResults', SEARCH_RESULTS_COPY);
  // search once per term shown, with the term as the shopper typed it.
  useEffect(() => {
    trackEvent(searchEvent(term));
  }, [term]);
  const hasFilters = Object.keys(loaderData.query).some(
    (k) => k !== 'pageSize' && k !== 'page' && k !== 'sort',
  );
  return (
    <div className={catalogue.page}>
      <header className={catalogue.header}>
        <h1 className={catalogue.title}>{term ? fillCopy(copy.heading, { term: searched }) : copy.search}</h1>
      </header>
      {correctedTerm && correctedTerm !== term && listing.totalCount > 0 ? (
        <p className={styles.note}>{fillCopy(copy.corrected, { term, corrected: correctedTerm })}</p>
      ) : null}
      {loaderData.usedFallback && listing.totalCount > 0 ? (
        <p className={styles.note}>{copy.fallback}</p>
      ) : null}
      {listing.totalCount === 0 && !hasFilters ? (
        <ZeroResults term={term} correctedTerm={correctedTerm} categories={loaderData.popular} />
      ) : (
        <ListingView
          listing={listing}
          query={loaderData.query}
          pathname={loaderData.pathname}
          loginHref={loaderData.loginHref}
          label={fillCopy(copy.title, { term: searched })}
        />
      )}
    </div>
  );
}
