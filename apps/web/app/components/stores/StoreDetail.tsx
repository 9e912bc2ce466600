import type { StoreView } from '../../lib/stores-page.server.ts';
import { OpenTimes } from './OpenTimes.tsx';
import { StoreSummary, virtualTourPath } from './StoreSummary.tsx';
import { Link } from '../../lib/link.tsx';
import styles from './Stores.module.css';
import { useCopy } from '../../copy/use-copy.ts';

/** Store page body (000 §2): address, phone, hours Monday first with today's status, directions, virtual tour. */
export function StoreDetail({ view, companyName }: { view: StoreView; companyName: string }) {
  const copy = useCopy();
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
          {tour ? <Link to={tour}>{copy.stores.tour}</Link> : null}
          <Link to="/stores">{copy.stores.change}</Link>
        </p>
      </div>
      <OpenTimes openTimes={store.openTimes} today={today} />
    </div>
  );
}
