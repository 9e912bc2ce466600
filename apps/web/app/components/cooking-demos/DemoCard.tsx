import { Link } from '../../lib/link.tsx';
import type { CookingDemo } from '@shop/contracts';
import { DEMO_AVAILABILITY } from '@shop/domain';
import { telHref } from '../../lib/tel.ts';
import shared from '../../styles/shared.module.css';
import { demoDate, demoTimes, seatsLeftText, subTypeLabel, typeLabel, zoneName } from './format.ts';
import styles from './CookingDemos.module.css';

export const demoHref = (demo: Pick<CookingDemo, 'id'>) => `/cooking-demos/${demo.id}`;

/** What the shopper can do about a seat (000 §3): book, join the wait list, or call the store. */
export function DemoAvailability({ demo }: { demo: CookingDemo }) {
  if (demo.availability === DEMO_AVAILABILITY.Available) {
    return (
      <div className={styles.cardAction}>
        <p className={`${styles.availability} ${styles.available}`}>{seatsLeftText(demo.seatsAvailable)}</p>
        <Link to={demoHref(demo)} className={styles.primary}>
          Book <span className={shared.visuallyHidden}>{demo.title}</span>
        </Link>
      </div>
    );
  }
  if (demo.availability === DEMO_AVAILABILITY.WaitList) {
    return (
      <div className={styles.cardAction}>
        <Link to={demoHref(demo)} className={styles.textLink}>
          Fully booked – join the wait list <span className={shared.visuallyHidden}>for {demo.title}</span>
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.cardAction}>
      <p className={styles.availability}>
        Call the store on <a href={telHref(demo.store.phone)}>{demo.store.phone}</a>
      </p>
    </div>
  );
}

/** One demo in the list: when (the store's clock), where, whose, what kind, and its seats. */
export function DemoCard({ demo }: { demo: CookingDemo }) {
  const headingId = `demo-${demo.id}-title`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to={demoHref(demo)}>{demo.title}</Link>
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>When</dt>
            <dd>
              {demoDate(demo)}, {demoTimes(demo)} <span>({zoneName(demo.timeZone)})</span>
            </dd>
          </div>
          <div>
            <dt>Store</dt>
            <dd>{demo.store.name}</dd>
          </div>
          <div>
            <dt>Brand</dt>
            <dd>{demo.brand.name}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>
              {typeLabel(demo.cookingDemoType)} · {subTypeLabel(demo.cookingDemoSubEventType)}
            </dd>
          </div>
        </dl>
        <DemoAvailability demo={demo} />
      </article>
    </li>
  );
}
