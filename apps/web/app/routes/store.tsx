import { Link } from '../lib/link.tsx';
import type { Route } from './+types/store';
import { storeAddressLine } from '@shop/domain';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { StoreDetail } from '../components/stores/StoreDetail.tsx';
import { fillCopy } from '../copy/fill.ts';
import { STORE_PAGE_COPY } from '../copy/pages/stores.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { orNotFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { storeView } from '../lib/stores-page.server.ts';
import styles from '../components/stores/Stores.module.css';

export const handle = pageHandle('generic');

export async function loader({ params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const store = await orNotFound(api.storeByUri(params.storeUri));
  const copy = copyFor(site.theme).storePage;
  return {
    seo: buildSeo(site, {
      title: store.name,
      pageType: handle.pageType,
      path: `/stores/${store.storeUri}`,
      description: fillCopy(copy.description, { store: store.name, address: storeAddressLine(store) }),
    }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    view: storeView(store, new Date()),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { store } = loaderData.view;
  const copy = usePageCopy('storePage', STORE_PAGE_COPY);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { title: copy.stores, uri: '/stores' },
          { title: store.name, uri: '' },
        ]}
        origin={loaderData.origin}
      />
      <h1>{store.name}</h1>
      <StoreDetail view={loaderData.view} companyName={loaderData.companyName} />
      <p className={styles.links}>
        <Link to={`/cooking-demos?storeUri=${encodeURIComponent(store.storeUri)}`}>{copy.cookingDemos}</Link>
      </p>
    </div>
  );
}
