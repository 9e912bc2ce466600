import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { deliveryPriceLabel, formatIsoDate, formatSmallPrice, toCalendarDate } from '@shop/domain';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { longDate } from './format.ts';
import { RescheduleCalendar } from './RescheduleCalendar.tsx';
import type { RescheduleDate, RescheduleOutcome } from './reschedule.server.ts';
import styles from './Confirmation.module.css';

type Copy = PageCopy['reschedule'];

/**
 * Before scripts run (or without them) the other dates are a list of radios: a plain form that works with a keyboard
 * alone (arrow keys move within the group), each date read out with its delivery price.
 */
export function DateList({ dates, copy }: { dates: RescheduleDate[]; copy: Copy }) {
  return (
    <fieldset className={styles.dates}>
      <legend>{copy.datesLegend}</legend>
      {dates.map(({ date, price }) => {
        const value = formatIsoDate(toCalendarDate(date));
        return (
          <label key={value} className={styles.date}>
            <input type="radio" name="date" value={value} required />
            <span>{longDate(date)}</span>{' '}
            <span className={styles.datePrice}>{deliveryPriceLabel(price)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function RescheduleDone({
  outcome,
  copy,
}: {
  outcome: Extract<RescheduleOutcome, { ok: true }>;
  copy: Copy;
}) {
  const amount = formatSmallPrice(Math.abs(outcome.priceDifference));
  const difference =
    outcome.priceDifference > 0
      ? fillCopy(copy.charged, { amount })
      : outcome.priceDifference < 0
        ? fillCopy(copy.refunded, { amount })
        : copy.sameCost;
  return (
    <div role="status" className={styles.success}>
      <h2>{copy.doneHeading}</h2>
      <p>{fillCopy(copy.done, { orderNumber: outcome.orderNumber, date: longDate(outcome.deliveryDate) })}</p>
      <p>{difference}</p>
    </div>
  );
}

export interface RescheduleFormProps {
  orderNumber: string;
  token: string | null;
  dates: RescheduleDate[];
  closed: boolean;
  phone: string;
  outcome: RescheduleOutcome | undefined;
  copy: Copy;
}

export function RescheduleForm({
  orderNumber,
  token,
  dates,
  closed,
  phone,
  outcome,
  copy,
}: RescheduleFormProps) {
  const submitting = useNavigation().state === 'submitting';
  const hydrated = useHydrated();
  if (outcome?.ok) {
    return (
      <>
        <RescheduleDone outcome={outcome} copy={copy} />
        <p>
          <Link to="/">{copy.continueShopping}</Link>
        </p>
      </>
    );
  }
  if (closed || dates.length === 0) {
    return (
      <p role="alert" className={styles.error}>
        {fillCopy(closed ? copy.closed : copy.noDates, { phone })}
      </p>
    );
  }
  return (
    <Form method="post" className={`${styles.card} ${styles.rescheduleForm}`} aria-label={copy.title}>
      {outcome && !outcome.ok ? (
        <p role="alert" className={styles.error}>
          {outcome.error}
        </p>
      ) : null}
      <input type="hidden" name="orderNumber" value={orderNumber} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {hydrated ? <RescheduleCalendar dates={dates} copy={copy} /> : <DateList dates={dates} copy={copy} />}
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </button>
    </Form>
  );
}
