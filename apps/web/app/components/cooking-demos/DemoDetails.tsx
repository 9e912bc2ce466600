import { useEffect, useRef } from 'react';
import { Link } from '../../lib/link.tsx';
import type { CookingDemo, CookingDemoEntry } from '@shop/contracts';
import { DEMO_AVAILABILITY, storeAddressLine } from '@shop/domain';
import { telHref } from '../../lib/tel.ts';
import { demoWhen, subTypeLabel, typeLabel } from './format.ts';
import styles from './CookingDemos.module.css';

function seatsText(demo: CookingDemo): string {
  if (demo.availability === DEMO_AVAILABILITY.ContactStore) return 'Booked through the store';
  if (demo.seatsAvailable <= 0) return `Fully booked (${demo.capacity} seats)`;
  return `${demo.seatsAvailable} of ${demo.capacity} left`;
}

/** What a demo is, when (the store's clock) and where. */
export function DemoFacts({ demo }: { demo: CookingDemo }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>When</dt>
        <dd>{demoWhen(demo)}</dd>
      </div>
      <div>
        <dt>Where</dt>
        <dd>
          <address className={styles.address}>
            <Link to={`/stores/${demo.store.storeUri}`}>{demo.store.name}</Link>,{' '}
            {storeAddressLine(demo.store)}
            {demo.store.phone ? (
              <>
                {' '}
                (phone <a href={telHref(demo.store.phone)}>{demo.store.phone}</a>)
              </>
            ) : null}
          </address>
        </dd>
      </div>
      <div>
        <dt>Brand</dt>
        <dd>{demo.brand.name}</dd>
      </div>
      <div>
        <dt>Type</dt>
        <dd>{typeLabel(demo.cookingDemoType)}</dd>
      </div>
      <div>
        <dt>Session</dt>
        <dd>{subTypeLabel(demo.cookingDemoSubEventType)}</dd>
      </div>
      <div>
        <dt>Seats</dt>
        <dd>{seatsText(demo)}</dd>
      </div>
    </dl>
  );
}

/** A demo taken by phone (the store's own bookings, or online booking has closed before the start). */
export function CallTheStore({ demo }: { demo: CookingDemo }) {
  return (
    <>
      <h2>Book by phone</h2>
      <p>
        Seats for this demo are booked through the store. Please call {demo.store.name} on{' '}
        <a href={telHref(demo.store.phone)}>{demo.store.phone}</a> to ask about a place.
      </p>
    </>
  );
}

/** The answer to a booking or a wait-list place: its reference, seats, and the e-mail with the RSVP link. */
export function BookingConfirmation({ entry }: { entry: CookingDemoEntry }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [entry]);
  const seats = `${entry.seats} ${entry.seats === 1 ? 'seat' : 'seats'}`;
  const waiting = entry.status === 'waiting';
  return (
    <div className={styles.confirmation} role="status" tabIndex={-1} ref={panel}>
      <h2>{waiting ? "You're on the wait list" : "You're booked in"}</h2>
      <p>
        Reference <span className={styles.reference}>{entry.reference}</span>
      </p>
      <p>
        {waiting
          ? `${seats} on the wait list${entry.waitListPosition ? `, number ${entry.waitListPosition} in line` : ''}. If seats come up we will hold them for you and e-mail you a link to take them.`
          : `${seats} booked for ${entry.firstName}.`}
      </p>
      <p>
        {waiting
          ? "We've emailed you a link to leave the wait list if your plans change."
          : "We've emailed you a link to RSVP or cancel."}
      </p>
    </div>
  );
}
