import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/cooking-demos';
import { COUNTRIES, COUNTRY_NAMES } from '@shop/domain';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { DemoFilters } from '../components/cooking-demos/DemoFilters.tsx';
import { DemoResults } from '../components/cooking-demos/DemoResults.tsx';
import { filterInput, listHref, settleListing } from '../components/cooking-demos/listing.ts';
import { useDemoListing } from '../components/cooking-demos/use-demo-listing.ts';
import styles from '../components/cooking-demos/CookingDemos.module.css';
import { browserApi } from '../lib/browser-api.ts';
import { requestServices } from '../lib/context.server.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('generic');

const TITLE = 'Cooking demos';

/** Seats change by the minute: the list is never kept by a browser or a CDN (ADR 0035). */
export function headers() {
  return { 'cache-control': 'no-store' };
}

/**
 * /cooking-demos?storeUri=&brand=&cookingDemoType=&cookingDemoSubEventType=&startDate=&endDate=&pageNo= (issue 15,
 * ADR 0035): the demos for the filters in the address, settled on the server as the browser would (000 §4), so the
 * page and its GET form work without scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  // The list shows the site's own country (as the store finder does); a store of the other country named in the
  // address (a link from its store page) is listed too, so the filter shows what is being listed.
  const countries = [site.country, ...COUNTRIES.filter((c) => c !== site.country)];
  const [stores, brands, listing] = await Promise.all([
    Promise.all(countries.map((country) => optional(api.stores([`country=${country}`])))),
    optional(api.brands()),
    settleListing((query) => api.cookingDemos(query), filterInput(url.searchParams)),
  ]);
  return {
    seo: buildSeo(site, {
      title: TITLE,
      pageType: handle.pageType,
      path: '/cooking-demos',
      description: `Book a cooking demo at a ${site.companyName} store near you: see the appliances at work, taste the results and ask the experts.`,
    }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    options: {
      storeGroups: countries
        .map((country, i) => ({
          label: COUNTRY_NAMES[country],
          stores: (stores[i]?.stores ?? [])
            .map((s) => ({ storeUri: s.storeUri, name: s.name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        }))
        .filter(
          (group, i) => i === 0 || group.stores.some((s) => s.storeUri === url.searchParams.get('storeUri')),
        ),
      brands: (brands?.brands ?? [])
        .map((b) => ({ uri: b.uri, name: b.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
    listing,
  };
}

/** With scripts the page loads a new address's demos itself (use-demo-listing), so its own address changes skip the loader. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const loadDemos = (query: Parameters<ReturnType<typeof browserApi>['cookingDemos']>[0]) =>
  browserApi().cookingDemos(query);

export default function CookingDemosPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { state, show, retry } = useDemoListing(loaderData.listing, loadDemos);
  const { status, filters } = state.listing;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ title: TITLE, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>
        Watch our experts cook on the appliances we sell, taste the results and ask anything. Book a seat
        online, or join the wait list when a demo is full.
      </p>
      <DemoFilters
        key={state.formVersion}
        options={loaderData.options}
        filters={filters}
        onShow={hydrated ? show : undefined}
      />
      <DemoResults
        status={status}
        list={state.list}
        filters={filters}
        cleared={state.cleared}
        onRetry={hydrated ? retry : undefined}
        retryHref={listHref(filters)}
      />
    </div>
  );
}
