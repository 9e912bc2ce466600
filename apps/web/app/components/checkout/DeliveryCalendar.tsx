import { useRef, useState, type KeyboardEvent } from 'react';
import {
  buildCalendar,
  formatIsoDate,
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
import { longDate } from './long-date.ts';
import styles from './Calendar.module.css';

const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Where an arrow key moves from day `from` among the grid's days (only available days take focus). */
export function nextDayIndex(available: readonly boolean[], from: number, key: string): number | undefined {
  const open = available.flatMap((a, i) => (a ? [i] : []));
  switch (key) {
    case 'ArrowRight':
      return open.find((i) => i > from);
    case 'ArrowLeft':
      return open.findLast((i) => i < from);
    case 'ArrowDown':
      return open.find((i) => i >= from + 7);
    case 'ArrowUp':
      return open.findLast((i) => i <= from - 7);
    case 'Home':
      return open[0];
    case 'End':
      return open.at(-1);
    default:
      return undefined;
  }
}

/**
 * The 42-day priced calendar of 001 §4 and §9: month navigation (previous disabled on the current month), only
 * available, not-selected days can be chosen, and each day is a button named by its date and price. The grid is one
 * tab stop (the chosen day, else the first available one); arrow keys, Home and End move between available days and
 * Enter or Space chooses one.
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const available = days.map((d) => d.available);
  const indexOf = (key: string | null) => days.findIndex((d) => d.available && formatIsoDate(d.date) === key);
  const selectedIndex = selected ? indexOf(formatIsoDate(selected)) : -1;
  const stop = [indexOf(focused), selectedIndex, available.indexOf(true)].find((i) => i >= 0) ?? -1;
  const onKeyDown = (from: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = nextDayIndex(available, from, e.key);
    if (to === undefined && !e.key.startsWith('Arrow') && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    if (to !== undefined) buttons.current[to]?.focus();
  };
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
              {week.map((day, d) => {
                const index = w * 7 + d;
                const name = day.available
                  ? fillCopy(copy.dayName, {
                      date: longDate(day.date),
                      price: deliveryPriceLabel(day.price ?? 0),
                    })
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
                      tabIndex={index === stop ? 0 : -1}
                      ref={(el) => {
                        buttons.current[index] = el;
                      }}
                      onFocus={() => setFocused(formatIsoDate(day.date))}
                      onKeyDown={onKeyDown(index)}
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
