import type { StoreView } from '../../lib/stores-page.server.ts';
import { OpenTimes } from './OpenTimes.tsx';
import { STORE_COPY, StoreSummary, virtualTourPath } from './StoreSummary.tsx';
import { Link } from 'react-router';
import styles from './Stores.module.css';

/** Store page body (000 §2): address, phone, hours Monday first with today's status, directions, virtual tour. */
export function StoreDetail({ view, companyName }: { view: StoreView; companyName: string }) {
  const { store, status, today } = view;
  const tour = virtualTourPath(store);
  return (
    <div className={styles.detail}>
      <div className={styles.summary}>
        {store.thumbImg ? (
          <img
            src={store.thumbImg.src}
            alt={`${store.name} store front`}
            width={640}
            height={400}
            className={styles.hero}
          />
        ) : null}
        <StoreSummary store={store} status={status} companyName={companyName} />
        <p className={styles.links}>
          {tour ? <Link to={tour}>{STORE_COPY.tour}</Link> : null}
          <Link to="/stores">{STORE_COPY.change}</Link>
        </p>
      </div>
      <OpenTimes openTimes={store.openTimes} today={today} />
    </div>
  );
}
