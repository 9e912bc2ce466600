import {
  SHOP_TIME_ZONES,
  addWorkingDays,
  compareDates,
  toCalendarDate,
  type CalendarDate,
  type Country,
} from '@shop/domain';

/** The shop's own day (its country's clock), as delivery dates are counted; never the server's zone. */
export function shopToday(country: Country, now: Date): CalendarDate {
  // en-CA formats as yyyy-MM-dd.
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return toCalendarDate(iso);
}

/**
 * A delivery may be moved until two working days before it: at least two whole working days must lie between today
 * and the delivery day (delivery on Thursday: open on Monday, closed from Tuesday). Working days are the domain's
 * (no weekends, no national public holidays).
 */
export function canReschedule(country: Country, deliveryDate: string | null, today: CalendarDate): boolean {
  if (!deliveryDate) return false;
  return compareDates(addWorkingDays(country, today, 2), toCalendarDate(deliveryDate)) < 0;
}
