import { addWorkingDays, compareDates, toCalendarDate, type CalendarDate, type Country } from '@shop/domain';
import { shopDay } from '../delivery/service.ts';

/** The shop's own day (its country's clock), as delivery dates are counted; never the server's zone. */
export const shopToday: (country: Country, now: Date) => CalendarDate = shopDay;

/**
 * A delivery may be moved until two working days before it: at least two whole working days must lie between today
 * and the delivery day (delivery on Thursday: open on Monday, closed from Tuesday). Working days are the domain's
 * (no weekends, no national public holidays).
 */
export function canReschedule(country: Country, deliveryDate: string | null, today: CalendarDate): boolean {
  if (!deliveryDate) return false;
  return compareDates(addWorkingDays(country, today, 2), toCalendarDate(deliveryDate)) < 0;
}
