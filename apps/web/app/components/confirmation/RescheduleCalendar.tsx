import { useState } from 'react';
import {
  deliveryPriceLabel,
  firstAvailableDate,
  formatIsoDate,
  isSameDate,
  toCalendarDate,
  type CalendarDate,
  type ViewedMonth,
} from '@shop/domain';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import { CHECKOUT_PAGE_COPY } from '../../copy/pages/checkout.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { DeliveryCalendar } from '../checkout/DeliveryCalendar.tsx';
import { longDate } from '../checkout/long-date.ts';
import type { RescheduleDate } from './reschedule.server.ts';
import styles from './Confirmation.module.css';

/**
 * The checkout's priced calendar (001 §4, §9) for picking the new date: nothing is chosen until the shopper picks, and
 * the choice travels in the form as the same 'YYYY-MM-DD' the no-script date list posts.
 */
export function RescheduleCalendar({
  dates,
  copy,
}: {
  dates: RescheduleDate[];
  copy: PageCopy['reschedule'];
}) {
  const calendarCopy = usePageCopy('checkoutPage', CHECKOUT_PAGE_COPY);
  const [today] = useState(() => toCalendarDate(new Date()));
  const available = dates.map((d) => ({ date: d.date, price: d.price, available: true }));
  const [selected, setSelected] = useState<CalendarDate | null>(null);
  const [view, setView] = useState<ViewedMonth>(() => {
    const first = firstAvailableDate(available);
    const start = first ? toCalendarDate(first.date) : today;
    return { year: start.year, month: start.month };
  });
  const price = selected ? dates.find((d) => isSameDate(toCalendarDate(d.date), selected))?.price : undefined;
  return (
    <div className={styles.calendarBox} role="group" aria-labelledby="reschedule-dates-legend">
      <p id="reschedule-dates-legend" className={styles.legend}>
        {copy.datesLegend}
      </p>
      <DeliveryCalendar
        view={view}
        today={today}
        dates={available}
        selected={selected}
        onView={setView}
        onSelect={setSelected}
        copy={calendarCopy}
      />
      <input type="hidden" name="date" value={selected ? formatIsoDate(selected) : ''} />
      <p role="status" className={styles.chosen}>
        {selected
          ? fillCopy(calendarCopy.selectedDate, {
              date: longDate(selected),
              price: deliveryPriceLabel(price ?? 0),
            })
          : null}
      </p>
    </div>
  );
}
