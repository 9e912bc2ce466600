import { useEffect, useState } from 'react';
import { data, Form, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/stores';
import { LocalityCombobox } from '../components/location/LocalityCombobox.tsx';
import { SetStoreForm } from '../components/stores/SetStoreForm.tsx';
import { StoreLinks, StoreSummary } from '../components/stores/StoreSummary.tsx';
import { fillCopy } from '../copy/fill.ts';
import { STORE_FINDER_COPY } from '../copy/pages/stores.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { browserApi } from '../lib/browser-api.ts';
import { requestServices } from '../lib/context.server.ts';
import { refreshGeo } from '../lib/geo-store.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { nearPostcode, storeView } from '../lib/stores-page.server.ts';
import styles from '../components/stores/Stores.module.css';
import { useCopy } from '../copy/use-copy.ts';

export const handle = pageHandle('generic');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const geo = await optional(api.geo());
  const typed = url.searchParams.get('near');
  const near = nearPostcode(url) ?? (geo?.postcode && /^\d{4}$/.test(geo.postcode) ? geo.postcode : null);
  const list = await api.stores(near ? [`near=${near}`] : []);
  const now = new Date();
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).storeFinder.title,
      pageType: handle.pageType,
      path: '/stores',
    }),
    companyName: site.companyName,
    near,
    invalidNear: typed !== null && typed.trim() !== '' && nearPostcode(url) === null,
    currentStoreId: geo?.store?.storeId ?? null,
    stores: list.stores.map((s) => storeView(s, now)),
  };
}

/** 'Set as my store' (works without scripts): POST /api/store/setstore with the shopper's cookies. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  const storeId = Number(form.get('storeId'));
  if (!Number.isInteger(storeId) || storeId <= 0) return data({ ok: false as const }, { status: 400 });
  try {
    const geo = await api.setStore(storeId);
    return { ok: true as const, storeName: geo.store?.name ?? null };
  } catch {
    return data({ ok: false as const }, { status: 502 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const suggestLocalities = (term: string) => browserApi().localitySuggestions(term);

export default function Stores({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy();
  const words = usePageCopy('storeFinder', STORE_FINDER_COPY);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { stores, near, currentStoreId, companyName } = loaderData;
  const [changed, setChanged] = useState<{ ok: boolean; storeName: string | null } | null>(null);
  const result = changed ?? actionData ?? null;

  // The header's store panel reads the shared geo state; a new store refreshes it.
  useEffect(() => {
    if (actionData?.ok) void refreshGeo();
  }, [actionData]);

  return (
    <div className={styles.page}>
      <h1>{words.title}</h1>
      <Form method="get" className={styles.finder} role="search" aria-label={words.find}>
        <LocalityCombobox
          name="near"
          label={words.nearLabel}
          placeholder={words.nearPlaceholder}
          suggest={suggestLocalities}
          onSelect={(s) => void navigate(`/stores?near=${encodeURIComponent(s.postcode)}`)}
        />
        <noscript>
          <button type="submit" className={styles.button}>
            {words.findButton}
          </button>
        </noscript>
      </Form>
      <div role="status" className={styles.muted}>
        {loaderData.invalidNear ? <p>{words.invalidNear}</p> : null}
        {result?.ok ? <p>{fillCopy(words.changed, { store: result.storeName ?? '' })}</p> : null}
        {result && !result.ok ? <p>{words.failed}</p> : null}
        <p>
          {near
            ? fillCopy(words.countNear, { count: stores.length, postcode: near })
            : fillCopy(words.count, { count: stores.length })}
        </p>
      </div>
      <ul className={styles.list} aria-busy={navigation.state !== 'idle'}>
        {stores.map(({ store, status }) => {
          const chosen = store.storeId === currentStoreId;
          return (
            <li key={store.storeId} className={`${styles.card} ${chosen ? styles.chosen : ''}`}>
              <h2>{store.name}</h2>
              {chosen ? <span className={styles.badge}>{copy.stores.yourStore}</span> : null}
              {store.distance !== null ? (
                <p className={styles.distance}>{fillCopy(words.distance, { km: store.distance })}</p>
              ) : null}
              <StoreSummary store={store} status={status} companyName={companyName} />
              <StoreLinks store={store} />
              {chosen ? null : (
                <SetStoreForm storeId={store.storeId} storeName={store.name} onDone={setChanged} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
