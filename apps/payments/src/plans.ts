import {
  addDays,
  afterpaySchedule,
  formatIsoDate,
  hummPlan,
  INSTALMENT_COUNT,
  toCalendarDate,
  zipNzSchedule,
  zipWeeklyRate,
  type RedirectProvider,
} from '@shop/domain';

// The instalment plan each provider's page shows (001 §9, 000 §9), from the domain's plan maths. Amounts here are
// cents; the domain's rules take dollars.

/** Zip's longer plans in Australia run over 24 months (the storefront's payment configuration says the same). */
export const ZIP_AU_REPAYMENT_MONTHS = 24;

export interface PlanPayment {
  readonly label: string;
  readonly cents: number;
  /** yyyy-MM-dd, or null when the payment has no fixed day. */
  readonly dueDate: string | null;
}

export interface Plan {
  /** One line that sums the plan up. */
  readonly summary: string;
  readonly payments: readonly PlanPayment[];
  /** A note under the plan (terms, or why no plan is offered). */
  readonly note?: string;
}

const TIME_ZONES = { AU: 'Australia/Sydney', NZ: 'Pacific/Auckland' } as const;

/** Today's date where the shop is (yyyy-MM-dd). */
export function shopToday(country: 'AU' | 'NZ', now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** "Tuesday 24 November 2026" for a yyyy-MM-dd date. */
export function formatDueDate(isoDate: string): string {
  const d = toCalendarDate(isoDate);
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
}

const whenLabel = (weeks: number) => (weeks === 0 ? 'Today' : `In ${weeks} weeks`);

function fourPayments(
  schedule: readonly { amount: number; dueDate: string; weeksFromToday: number }[],
): PlanPayment[] {
  return schedule.map((p) => ({
    label: whenLabel(p.weeksFromToday),
    cents: Math.round(p.amount * 100),
    dueDate: p.dueDate,
  }));
}

export function planFor(
  provider: RedirectProvider,
  amountCents: number,
  country: 'AU' | 'NZ',
  today: string,
): Plan {
  const total = amountCents / 100;
  switch (provider) {
    case 'afterpay':
      return {
        summary: `${INSTALMENT_COUNT} fortnightly payments`,
        payments: fourPayments(afterpaySchedule(total, today)),
        note: 'Each payment is the total divided by four, rounded up to a whole amount.',
      };
    case 'zip':
      if (country === 'NZ') {
        return {
          summary: `${INSTALMENT_COUNT} interest-free payments`,
          payments: fourPayments(zipNzSchedule(total, today)),
          note: 'Due today and in 2, 4 and 6 weeks; each is the total divided by four, rounded up to a whole amount.',
        };
      }
      return {
        summary: `Weekly repayments over ${ZIP_AU_REPAYMENT_MONTHS} months`,
        payments: [
          {
            label: `Every week for ${ZIP_AU_REPAYMENT_MONTHS} months, from`,
            cents: Math.round(zipWeeklyRate(total, ZIP_AU_REPAYMENT_MONTHS) * 100),
            dueDate: null,
          },
        ],
        note: 'Zip Money: the weekly rate is the total over the repayment months at 4.33 weeks a month.',
      };
    case 'humm': {
      const plan = hummPlan(total);
      if (!plan) {
        return {
          summary: 'No Humm plan for this amount',
          payments: [],
          note: 'Humm plans are for purchases up to $2,000.',
        };
      }
      const start = toCalendarDate(today);
      const cents = Math.ceil(amountCents / plan.payments);
      return {
        summary: `${plan.payments} fortnightly payments`,
        payments: Array.from({ length: plan.payments }, (_, i) => ({
          label: i === 0 ? 'Today' : `In ${i * 2} weeks`,
          cents,
          dueDate: formatIsoDate(addDays(start, i * 14)),
        })),
        note: 'No interest, ever.',
      };
    }
    case 'paypal':
      return {
        summary: `Pay now, or Pay in 4: ${INSTALMENT_COUNT} interest-free payments`,
        payments: fourPayments(afterpaySchedule(total, today)),
        note: 'Pay now takes the whole amount today; Pay in 4 splits it into the payments above, every 2 weeks.',
      };
    case 'klarna':
      return {
        summary: `${INSTALMENT_COUNT} interest-free payments`,
        payments: fourPayments(afterpaySchedule(total, today)),
        note: 'Every 2 weeks, the first today.',
      };
  }
}
