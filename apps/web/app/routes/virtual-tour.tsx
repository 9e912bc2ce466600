import { Link } from '../lib/link.tsx';
import type { Route } from './+types/virtual-tour';
import { fillCopy } from '../copy/fill.ts';
import { VIRTUAL_TOUR_COPY } from '../copy/pages/virtual-tour.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { orNotFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from '../components/stores/Stores.module.css';
import shared from '../styles/shared.module.css';
import { useCopy } from '../copy/use-copy.ts';

export const handle = pageHandle('virtualTour');

/**
 * /virtual-tour lists the stores that have a tour; /virtual-tour/{storeUri} names one store's tour. The tour viewer is
 * a third-party service that is not embedded (nothing is fetched from another origin): the page gives the tour id and
 * the way to see the store (docs/decisions/0011-search-location-web.md).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const uri = params.storeUri;
  if (uri) {
    const store = await orNotFound(api.storeByUri(uri));
    return {
      seo: buildSeo(site, {
        title: fillCopy(copyFor(site.theme).virtualTour.storeTitle, { store: store.name }),
        pageType: handle.pageType,
        path: `/virtual-tour/${store.storeUri}`,
      }),
      store: { name: store.name, storeUri: store.storeUri, virtualTourId: store.virtualTourId },
      stores: [],
    };
  }
  const list = await api.stores(['hasVirtualTour=true']);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).virtualTour.title,
      pageType: handle.pageType,
      path: '/virtual-tour',
    }),
    store: null,
    stores: list.stores.map((s) => ({
      name: s.name,
      storeUri: s.storeUri,
      suburb: s.suburb,
      state: s.state,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function VirtualTour({ loaderData }: Route.ComponentProps) {
  const copy = useCopy();
  const words = usePageCopy('virtualTour', VIRTUAL_TOUR_COPY);
  const { store, stores } = loaderData;
  if (store) {
    return (
      <div className={styles.page}>
        <h1>{fillCopy(words.storeTitle, { store: store.name })}</h1>
        {store.virtualTourId ? (
          <>
            <p>
              {fillCopy(words.walkThrough, { store: store.name })} <strong>{store.virtualTourId}</strong>{' '}
              {words.sendLink}
            </p>
          </>
        ) : (
          <p>{words.noTour}</p>
        )}
        <p className={styles.links}>
          <Link to={`/stores/${store.storeUri}`}>{copy.stores.details}</Link>
          <Link to="/virtual-tour">{words.allTours}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{words.title}</h1>
      {stores.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul className={styles.list}>
          {stores.map((s) => (
            <li key={s.storeUri} className={styles.card}>
              <h2>{s.name}</h2>
              <p className={styles.muted}>
                {s.suburb} {s.state}
              </p>
              <Link to={`/virtual-tour/${s.storeUri}`}>
                {copy.stores.tour}
                <span className={shared.visuallyHidden}>: {s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
