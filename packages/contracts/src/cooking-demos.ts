import { z } from 'zod';
import {
  COOKING_DEMO_LIMITS,
  COOKING_DEMO_MESSAGES,
  COUNTRIES,
  DEFAULT_COUNTRY,
  PHONE_ERROR_MESSAGES,
  isCountry,
  isValidEmail,
  parseNonNegative,
  validatePhone,
  type Country,
} from '@shop/domain';

// Cooking demos (000 §2, §3, §7; issue 15; docs/decisions/0035-cooking-demo-bookings.md). Booking, RSVP and wait-list
// bodies are JSON only (CSRF, as ADR 0010) and each field at fault answers 400 `validation_failed` with its sentence.

/** Drops a number that does not parse to 0 or more (000 §5) instead of refusing the request. */
const nonNegative = z
  .union([z.string().max(20), z.number()])
  .optional()
  .transform((v) => parseNonNegative(v));
/** Trimmed text; empty is dropped (000 §5). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));
/** A local date or date-time ('2026-11-24' or '2026-11-24T18:30[:00]'); empty is dropped. */
const localDateTime = z
  .string()
  .max(25)
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(v), COOKING_DEMO_MESSAGES.date);

/** GET /api/v2/cookingdemo query (000 §7). Missing dates take the default window (000 §9) in the server's hands. */
export const CookingDemoListQuery = z.object({
  sortDirection: nonNegative,
  pageNo: nonNegative,
  recordsPerPage: nonNegative,
  storeUri: optionalText(100),
  brand: optionalText(100).transform((v) => v?.toLowerCase()),
  cookingDemoType: nonNegative,
  cookingDemoSubEventType: nonNegative,
  startDate: localDateTime,
  endDate: localDateTime,
});
export type CookingDemoListQuery = z.input<typeof CookingDemoListQuery>;

export const CookingDemoIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One demo as the list, its page and every booking answer show it. Times are the store's wall clock. */
export const CookingDemo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** 0 PrePurchaseOnly, 1 PostPurchaseOnly, 2 OpenToEveryone (000 §3). */
  cookingDemoType: z.number().int(),
  cookingDemoSubEventType: z.number().int(),
  /** 'YYYY-MM-DDTHH:MM:SS', local to the store (no zone). */
  startDate: z.string(),
  endDate: z.string(),
  /** The store's IANA time zone, for a shopper elsewhere. */
  timeZone: z.string(),
  brand: z.object({ name: z.string(), uri: z.string() }),
  store: z.object({
    storeUri: z.string(),
    name: z.string(),
    address: z.string(),
    suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
    phone: z.string(),
    country: z.enum(COUNTRIES),
  }),
  capacity: z.number().int(),
  seatsAvailable: z.number().int(),
  /** 0 Available, 1 WaitList, 2 ContactStore (000 §3). */
  availability: z.number().int(),
  /** Wait-list entries still waiting for a seat. */
  waitListLength: z.number().int(),
});
export type CookingDemo = z.infer<typeof CookingDemo>;

/** GET /api/v2/cookingdemo answer. */
export const CookingDemoList = z.object({
  demos: z.array(CookingDemo),
  pageNo: z.number().int(),
  recordsPerPage: z.number().int(),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
  /** The window searched (the default of 000 §9 when no dates were sent). */
  startDate: z.string(),
  endDate: z.string(),
});
export type CookingDemoList = z.infer<typeof CookingDemoList>;

const name = (message: string) => z.string().trim().min(1, message).max(COOKING_DEMO_LIMITS.nameMax, message);

const contactFields = {
  firstName: name(COOKING_DEMO_MESSAGES.firstName),
  lastName: name(COOKING_DEMO_MESSAGES.lastName),
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .refine((v) => isValidEmail(v), 'Please enter a valid email address'),
  phone: z.string().trim().max(20, PHONE_ERROR_MESSAGES.generic),
  seats: z.coerce
    .number({ message: COOKING_DEMO_MESSAGES.seats })
    .int(COOKING_DEMO_MESSAGES.seats)
    .min(COOKING_DEMO_LIMITS.seatsMin, COOKING_DEMO_MESSAGES.seats)
    .max(COOKING_DEMO_LIMITS.seatsMax, COOKING_DEMO_MESSAGES.seats),
  /** Needed for a pre-purchase demo (ADR 0035); '' or absent otherwise. */
  orderNumber: z
    .string()
    .trim()
    .max(COOKING_DEMO_LIMITS.orderNumberMax, COOKING_DEMO_MESSAGES.orderNumber)
    .regex(/^\d*$/, COOKING_DEMO_MESSAGES.orderNumber)
    .optional(),
  /** Decides which phone error a near miss reports; default the store's country. */
  country: z.enum(COUNTRIES).optional(),
};

function withPhoneCheck<T extends z.ZodType<{ phone: string; country?: Country | undefined }>>(schema: T) {
  return schema.refine((v) => validatePhone(v.phone, v.country ?? DEFAULT_COUNTRY) === null, {
    path: ['phone'],
    when: (payload) => typeof (payload.value as { phone?: unknown } | undefined)?.phone === 'string',
    error: (issue) => {
      const v = issue.input as { phone: string; country?: Country };
      const country = isCountry(v.country) ? v.country : DEFAULT_COUNTRY;
      return PHONE_ERROR_MESSAGES[validatePhone(v.phone, country) ?? 'generic'];
    },
  });
}

const demoId = z.coerce.number({ message: COOKING_DEMO_MESSAGES.notFound }).int().positive().max(2_147_483_647);

/** POST /api/v2/cookingdemo/booking body. */
export const CookingDemoBookingBody = withPhoneCheck(z.object({ cookingDemoId: demoId, ...contactFields }));
export type CookingDemoBookingBody = z.input<typeof CookingDemoBookingBody>;

/**
 * POST /api/cookingdemo/booking body, the old booking: one name and `numberOfGuests`. The name is split at its first
 * space (a single word is the first name, last name '-') and the call is answered as the v2 booking is.
 */
export const LegacyCookingDemoBookingBody = withPhoneCheck(
  z.object({
    cookingDemoId: demoId,
    name: z
      .string()
      .trim()
      .min(1, COOKING_DEMO_MESSAGES.firstName)
      .max(COOKING_DEMO_LIMITS.nameMax * 2 + 1, COOKING_DEMO_MESSAGES.firstName)
      // Both halves of the split must fit the v2 booking's limits.
      .refine((v) => (v.split(' ', 1)[0] ?? '').length <= COOKING_DEMO_LIMITS.nameMax, COOKING_DEMO_MESSAGES.firstName)
      .refine(
        (v) => !v.includes(' ') || v.slice(v.indexOf(' ') + 1).trim().length <= COOKING_DEMO_LIMITS.nameMax,
        COOKING_DEMO_MESSAGES.lastName,
      ),
    email: contactFields.email,
    phone: contactFields.phone,
    numberOfGuests: contactFields.seats,
    orderNumber: contactFields.orderNumber,
  }),
);
export type LegacyCookingDemoBookingBody = z.input<typeof LegacyCookingDemoBookingBody>;

/** POST /api/v2/cookingdemo/wait-list body (the enquiry): the same fields as a booking. */
export const CookingDemoWaitListBody = CookingDemoBookingBody;
export type CookingDemoWaitListBody = z.input<typeof CookingDemoWaitListBody>;

/** Where a booking or wait-list entry stands. */
export const COOKING_DEMO_ENTRY_STATUSES = ['booked', 'waiting', 'offered', 'cancelled', 'lapsed'] as const;
export type CookingDemoEntryStatus = (typeof COOKING_DEMO_ENTRY_STATUSES)[number];

/** A booking or wait-list entry as its owner sees it (the booking answers and the RSVP page). */
export const CookingDemoEntry = z.object({
  /** The entry's public reference (not its link token). */
  reference: z.string(),
  status: z.enum(COOKING_DEMO_ENTRY_STATUSES),
  /** The booking's answer to its invitation: 'pending' until the shopper answers, 'attending' once they do. */
  rsvp: z.enum(['pending', 'attending']),
  seats: z.number().int(),
  firstName: z.string(),
  /** 1-based place among those still waiting; null unless waiting. */
  waitListPosition: z.number().int().nullable(),
  /** Until when an offered seat is held (ISO instant); null unless offered. */
  offerExpiresAt: z.string().nullable(),
  demo: CookingDemo,
});
export type CookingDemoEntry = z.infer<typeof CookingDemoEntry>;

/** Answer of both booking calls (201) and the wait-list call (201). */
export const CookingDemoBookingResult = CookingDemoEntry;
export type CookingDemoBookingResult = CookingDemoEntry;

/** GET /api/cookingdemo/rsvp?token= (the RSVP page's read; not shown by the spec). */
export const CookingDemoRsvpQuery = z.object({ token: z.string().trim().min(1).max(100) });

/**
 * POST /api/cookingdemo/rsvp body: `attending` confirms a booking or takes an offered seat; `declined` cancels a
 * booking (its seats go to the wait list), turns down an offer, or leaves the wait list.
 */
export const CookingDemoRsvpBody = z.object({
  token: z.string().trim().min(1, COOKING_DEMO_MESSAGES.rsvpInvalid).max(100, COOKING_DEMO_MESSAGES.rsvpInvalid),
  response: z.enum(['attending', 'declined'], { message: 'Please choose whether you will attend' }),
});
export type CookingDemoRsvpBody = z.input<typeof CookingDemoRsvpBody>;
