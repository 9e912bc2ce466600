import type { CalendarDate } from '@shop/domain';

// Apart from the calendar (DeliveryCalendar.tsx), which loads only once an address is picked: the checkout names
// dates before that (the pay-later schedules, the suppliers' dates).
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday 14 July 2026' for a delivery date. */
export const longDate = (d: CalendarDate) => dayFormat.format(Date.UTC(d.year, d.month - 1, d.day));
