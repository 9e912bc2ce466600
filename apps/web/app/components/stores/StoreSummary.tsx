import { Link } from '../../lib/link.tsx';
import type { Store } from '@shop/contracts';
import { storeAddressLine, storeDirectionsUrl, type OpeningStatus } from '@shop/domain';
import { telHref } from '../../lib/tel.ts';
import styles from './Stores.module.css';
import shared from '../../styles/shared.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export function virtualTourPath(store: Pick<Store, 'storeUri' | 'virtualTourId'>): string | null {
  return store.virtualTourId ? `/virtual-tour/${store.storeUri}` : null;
}

/** Address, phone, status and the directions link: shared by the store page, the store list and the header panel. */
export function StoreSummary({
  store,
  status,
  companyName,
  showDirections = true,
}: {
  store: Store;
  status: OpeningStatus | null;
  companyName: string;
  showDirections?: boolean;
}) {
  const copy = useCopy();
  return (
    <div className={styles.summary}>
      <address className={styles.address}>{storeAddressLine(store)}</address>
      {store.phone ? (
        <p className={styles.line}>
          <a href={telHref(store.phone)}>{store.phone}</a>
        </p>
      ) : null}
      {status ? (
        <p className={`${styles.status} ${status.isOpenNow ? styles.open : ''}`}>{status.text}</p>
      ) : null}
      {store.isAppointmentOnly ? <p className={styles.note}>{copy.stores.appointmentOnly}</p> : null}
      {showDirections ? (
        <p className={styles.line}>
          <a href={storeDirectionsUrl(companyName, store)} target="_blank" rel="noopener noreferrer">
            {copy.stores.directions}
            <span className={shared.visuallyHidden}> {copy.stores.newTab}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function StoreLinks({ store }: { store: Store }) {
  const copy = useCopy();
  const tour = virtualTourPath(store);
  return (
    <p className={styles.links}>
      <Link to={`/stores/${store.storeUri}`}>{copy.stores.details}</Link>
      {tour ? <Link to={tour}>{copy.stores.tour}</Link> : null}
    </p>
  );
}
