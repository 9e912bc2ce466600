import {
  addDays,
  calendarDate,
  compareDates,
  isSameDate,
  mondayFirstWeekday,
  toCalendarDate,
  type CalendarDate,
  type DateInput,
  type DateTuple,
} from './dates.ts';
import { formatPrice, PRICE_TEXT } from './money.ts';

// 001 §4 and §9: the priced delivery calendar. Prices are dollars.

export const CALENDAR_DAYS = 42;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const UNIQUE_REQUIREMENTS_DAYS = 21;

export interface AvailabilityDate {
  readonly date: DateTuple;
  readonly available: boolean;
  readonly price: number;
}

export interface ViewedMonth {
  readonly year: number;
  readonly month: number;
}

/** 42 days from the Monday of the week holding the 1st of the viewed month. */
export function calendarGrid(view: ViewedMonth): CalendarDate[] {
  const first = calendarDate(view.year, view.month, 1);
  const start = addDays(first, -mondayFirstWeekday(first));
  return Array.from({ length: CALENDAR_DAYS }, (_v, i) => addDays(start, i));
}

/** 'FREE' for zero, else '$N'. */
export function deliveryPriceLabel(price: number): string {
  return price > 0 ? formatPrice(price) : PRICE_TEXT.free;
}

/** 'TODAY - $N' / 'TODAY - FREE' when today is available, 'TODAY' when not; other days the price, or nothing. */
export function calendarDayLabel(day: {
  isToday: boolean;
  available: boolean;
  price?: number | null;
}): string {
  const price = deliveryPriceLabel(day.price ?? 0);
  if (day.isToday) return day.available ? `TODAY - ${price}` : 'TODAY';
  return day.available ? price : '';
}

export interface CalendarDay {
  readonly date: CalendarDate;
  readonly inViewedMonth: boolean;
  readonly isToday: boolean;
  readonly available: boolean;
  readonly selected: boolean;
  readonly price: number | null;
  readonly label: string;
  /** Only available, not-selected days can be clicked. */
  readonly clickable: boolean;
}

function findDate(dates: readonly AvailabilityDate[], d: CalendarDate): AvailabilityDate | undefined {
  return dates.find((x) => isSameDate(toCalendarDate(x.date), d));
}

export function buildCalendar(ctx: {
  view: ViewedMonth;
  today: DateInput;
  dates: readonly AvailabilityDate[];
  selected?: CalendarDate | null;
}): CalendarDay[] {
  const today = toCalendarDate(ctx.today);
  return calendarGrid(ctx.view).map((date) => {
    const entry = findDate(ctx.dates, date);
    const available = entry?.available ?? false;
    const isToday = isSameDate(date, today);
    const selected = ctx.selected ? isSameDate(ctx.selected, date) : false;
    return {
      date,
      inViewedMonth: date.month === ctx.view.month && date.year === ctx.view.year,
      isToday,
      available,
      selected,
      price: entry ? entry.price : null,
      label: calendarDayLabel({ isToday, available, price: entry?.price ?? null }),
      clickable: available && !selected,
    };
  });
}

export function firstAvailableDate(dates: readonly AvailabilityDate[]): AvailabilityDate | undefined {
  return [...dates]
    .filter((d) => d.available)
    .sort((a, b) => compareDates(toCalendarDate(a.date), toCalendarDate(b.date)))[0];
}

export interface DateChoice {
  readonly selected: CalendarDate | null;
  readonly shippingCost: number;
  readonly view: ViewedMonth | null;
}

/**
 * When raw dates arrive: the previous choice stays (with its price) if still available, else the first available
 * date is chosen and its price becomes the shipping cost. The viewed month jumps to the choice.
 */
export function chooseDeliveryDate(
  dates: readonly AvailabilityDate[],
  previous?: CalendarDate | null,
): DateChoice {
  const kept = previous ? findDate(dates, previous) : undefined;
  const chosen = kept?.available ? kept : firstAvailableDate(dates);
  if (!chosen) return { selected: null, shippingCost: 0, view: null };
  const selected = toCalendarDate(chosen.date);
  return { selected, shippingCost: chosen.price, view: { year: selected.year, month: selected.month } };
}

/** Clicking an available date: its price becomes the shipping cost (the caller resets the deposit). */
export function selectDeliveryDate(
  dates: readonly AvailabilityDate[],
  date: CalendarDate,
): DateChoice | null {
  const entry = findDate(dates, date);
  if (!entry?.available) return null;
  return { selected: date, shippingCost: entry.price, view: { year: date.year, month: date.month } };
}

export function isCalendarShown(availability: {
  unavailable?: boolean | null;
  dates: readonly AvailabilityDate[];
}): boolean {
  return !availability.unavailable && availability.dates.some((d) => d.available);
}

export function isPreviousMonthDisabled(view: ViewedMonth, today: DateInput): boolean {
  const t = toCalendarDate(today);
  return view.year < t.year || (view.year === t.year && view.month <= t.month);
}

export function shiftMonth(view: ViewedMonth, months: number): ViewedMonth {
  const d = calendarDate(view.year, view.month + months, 1);
  return { year: d.year, month: d.month };
}

/** Ticking unique requirements: today plus 21 days (and the calendar hides). */
export function uniqueRequirementsDate(today: DateInput): CalendarDate {
  return addDays(toCalendarDate(today), UNIQUE_REQUIREMENTS_DAYS);
}

/** proformaShippingBrands is a comma list; entries compare trimmed and case-insensitively. */
export function parseProformaBrands(setting: string | null | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((b) => b.trim().toLowerCase())
    .filter((b) => b !== '');
}

export function isProformaBrand(
  brand: string | null | undefined,
  proformaBrands: readonly string[],
): boolean {
  const b = (brand ?? '').trim().toLowerCase();
  return b !== '' && proformaBrands.includes(b);
}

/** True when any cart product's brand is a proforma brand. */
export function hasProformaDelivery(
  products: readonly { brand?: string | null }[],
  setting: string | null | undefined,
): boolean {
  const brands = parseProformaBrands(setting);
  return products.some((p) => isProformaBrand(p.brand, brands));
}

/** Proforma-only: every product is proforma, so a warning block replaces the calendar. */
export function isProformaOnly(
  products: readonly { brand?: string | null }[],
  setting: string | null | undefined,
): boolean {
  const brands = parseProformaBrands(setting);
  return products.length > 0 && products.every((p) => isProformaBrand(p.brand, brands));
}

/**
 * Proforma delivery extends the date like unique requirements (today + 21) and keeps only the first free-priced
 * available date from there on available (ADR 0003).
 */
export function applyProformaDates(dates: readonly AvailabilityDate[], today: DateInput): AvailabilityDate[] {
  const earliest = uniqueRequirementsDate(today);
  const keep = firstAvailableDate(
    dates.filter((d) => d.price === 0 && compareDates(toCalendarDate(d.date), earliest) >= 0),
  );
  return dates.map((d) => ({ ...d, available: keep !== undefined && d === keep }));
}
