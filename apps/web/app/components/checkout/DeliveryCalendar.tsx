import {
  buildCalendar,
  deliveryPriceLabel,
  isPreviousMonthDisabled,
  shiftMonth,
  WEEKDAYS,
  type AvailabilityDate,
  type CalendarDate,
  type ViewedMonth,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import styles from './Calendar.module.css';

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const longDate = (d: CalendarDate) => dayFormat.format(Date.UTC(d.year, d.month - 1, d.day));

/**
 * The 42-day priced calendar of 001 §4 and §9: month navigation (previous disabled on the current month), only
 * available, not-selected days can be chosen, and each day is a button named by its date and price.
 */
export function DeliveryCalendar({
  view,
  today,
  dates,
  selected,
  onView,
  onSelect,
  copy,
}: {
  view: ViewedMonth;
  today: CalendarDate;
  dates: readonly AvailabilityDate[];
  selected: CalendarDate | null;
  onView: (view: ViewedMonth) => void;
  onSelect: (date: CalendarDate) => void;
  copy: CheckoutCopy;
}) {
  const days = buildCalendar({ view, today, dates, selected });
  const weeks = Array.from({ length: 6 }, (_v, w) => days.slice(w * 7, w * 7 + 7));
  const title = monthFormat.format(Date.UTC(view.year, view.month - 1, 1));
  const titleId = 'checkout-calendar-title';
  return (
    <div className={styles.calendar}>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={copy.previousMonth}
          disabled={isPreviousMonthDisabled(view, today)}
          onClick={() => onView(shiftMonth(view, -1))}
        >
          ‹
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={styles.navButton}
          aria-label={copy.nextMonth}
          onClick={() => onView(shiftMonth(view, 1))}
        >
          ›
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className={styles.weekday}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day) => {
                const name = day.available
                  ? fillCopy(copy.dayName, { date: longDate(day.date), price: deliveryPriceLabel(day.price ?? 0) })
                  : fillCopy(copy.dayUnavailable, { date: longDate(day.date) });
                const classes = [
                  styles.day,
                  day.inViewedMonth ? '' : styles.outside,
                  day.available ? styles.available : styles.unavailable,
                  day.selected ? styles.selected : '',
                  day.isToday ? styles.today : '',
                ].join(' ');
                return (
                  <td key={`${day.date.month}-${day.date.day}`} className={styles.cell}>
                    <button
                      type="button"
                      className={classes}
                      aria-label={name}
                      aria-pressed={day.selected}
                      disabled={!day.available}
                      onClick={() => {
                        if (day.clickable) onSelect(day.date);
                      }}
                    >
                      <span className={styles.number} aria-hidden="true">
                        {day.date.day}
                      </span>
                      <span className={styles.price} aria-hidden="true">
                        {day.label}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
