import { useEffect, useId, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import type { Store } from '@shop/contracts';
import { storeOpeningStatus } from '@shop/domain';
import { useGeo } from '../../lib/geo-store.ts';
import { LocationWidget, whenLocationEditorLoaded } from '../location/LocationWidget.tsx';
import { StoreLinks, StoreSummary } from './StoreSummary.tsx';
import styles from './Stores.module.css';
import { useCopy } from '../../copy/use-copy.ts';

/**
 * The header's store view (000 §2 "Store panel"): 'Your Store', picture, name, address, phone, opening status, the
 * store links, 'Change Store' and a location editor that toggles and ends when a store is selected.
 */
export function StorePanel({ companyName, headingId }: { companyName: string; headingId: string }) {
  const copy = useCopy();
  const { status, geo } = useGeo();
  const store = geo?.store ?? null;
  const [editing, setEditing] = useState(false);
  const editorId = useId();

  // A newly selected store ends the location editor.
  const storeId = store?.storeId ?? null;
  useEffect(() => setEditing(false), [storeId]);

  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.panelHeading}>
        {copy.stores.yourStore}
      </h2>
      {status === 'loading' ? (
        <p className={styles.muted}>{copy.stores.loading}</p>
      ) : store ? (
        <PanelStore store={store} companyName={companyName} />
      ) : (
        <p className={styles.muted}>{copy.stores.none}</p>
      )}
      <p className={styles.links}>
        <Link to="/stores">{copy.stores.change}</Link>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={editing}
          aria-controls={editorId}
          // The editor's typeahead takes focus as it opens: it opens once its code is there.
          onClick={() => (editing ? setEditing(false) : whenLocationEditorLoaded(() => setEditing(true)))}
        >
          {editing ? copy.stores.hideLocation : copy.stores.changeLocation}
        </button>
      </p>
      <div id={editorId} hidden={!editing}>
        {editing ? <LocationWidget headingLevel={3} startEditing /> : null}
      </div>
    </div>
  );
}

function PanelStore({ store, companyName }: { store: Store; companyName: string }) {
  return (
    <div className={styles.panelStore}>
      {store.thumbImg ? (
        <img src={store.thumbImg.src} alt="" width={120} height={80} className={styles.panelImage} />
      ) : null}
      <div>
        <p className={styles.storeName}>{store.name}</p>
        <StoreSummary
          store={store}
          status={storeOpeningStatus(store, new Date())}
          companyName={companyName}
          showDirections={false}
        />
        <StoreLinks store={store} />
      </div>
    </div>
  );
}
