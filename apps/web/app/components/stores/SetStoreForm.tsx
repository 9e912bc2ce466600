import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { setGeoStore } from '../../lib/geo-store.ts';
import styles from './Stores.module.css';
import { useCopy } from '../../copy/use-copy.ts';

/**
 * 'Set as my store'. With scripts the browser posts /api/store/setstore itself, so the store cookie the API sets
 * lands in this browser, then the page and the header refresh. Without scripts the route action posts it (see ADR
 * 0011 for what that path cannot do yet).
 */
export function SetStoreForm({
  storeId,
  storeName,
  onDone,
}: {
  storeId: number;
  storeName: string;
  onDone: (result: { ok: boolean; storeName: string | null }) => void;
}) {
  const copy = useCopy();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setGeoStore(storeId)
          .then(
            (geo) => {
              onDone({ ok: true, storeName: geo.store?.name ?? storeName });
              void revalidator.revalidate();
            },
            () => onDone({ ok: false, storeName: null }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <input type="hidden" name="storeId" value={storeId} />
      <button
        type="submit"
        className={styles.button}
        disabled={busy}
        aria-label={`${copy.stores.setStore}: ${storeName}`}
      >
        {copy.stores.setStore}
      </button>
    </Form>
  );
}
