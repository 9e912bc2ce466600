import {
  CookingDemoBookingBody,
  type CookingDemoBookingBody as BookingBody,
  type CookingDemoEntry,
} from '@shop/contracts/cooking-demos';
import { ApiError, type BrowserApi } from '@shop/contracts/web';
import { COUNTRIES, PHONE_ERROR_MESSAGES, validatePhone, type Country } from '@shop/domain';

// A demo's booking and wait-list forms (ADR 0035): read from the posted form (with or without scripts), checked with
// the API's own schema before anything is sent, then sent. The same function runs in the browser (clientAction) and
// on the server (action, for a form sent without scripts).

export const BOOKING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'seats', 'orderNumber'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** Which form was sent: a booking, or a place on the wait list. */
export type BookingIntent = 'book' | 'waitList';

export const EMPTY_BOOKING: BookingValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  seats: '1',
  orderNumber: '',
};

export type BookingResult =
  | { ok: true; intent: BookingIntent; entry: CookingDemoEntry }
  | {
      ok: false;
      intent: BookingIntent;
      values: BookingValues;
      errors: BookingErrors;
      /** The API's sentence for a refusal that is no one field's (full, closed, not eligible, already booked). */
      formError: string | null;
      /** The API's error code, which decides what the page offers next (the wait list when full). */
      code: string | null;
    };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export function bookingValues(form: FormData): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((f) => [f, text(form, f)])) as BookingValues;
}

export function bookingIntent(form: FormData): BookingIntent {
  return text(form, 'intent') === 'waitList' ? 'waitList' : 'book';
}

function countryOf(form: FormData): Country {
  const raw = text(form, 'country');
  return (COUNTRIES as readonly string[]).includes(raw) ? (raw as Country) : 'AU';
}

/** The API's schema on the form's values; the first message per field. */
export function validateBooking(
  demoId: number,
  values: BookingValues,
  country: Country,
): { ok: true; body: BookingBody } | { ok: false; errors: BookingErrors } {
  const body: BookingBody = {
    cookingDemoId: demoId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    seats: values.seats,
    country,
    ...(values.orderNumber.trim() ? { orderNumber: values.orderNumber } : {}),
  };
  const parsed = CookingDemoBookingBody.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: BookingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (BOOKING_FIELDS as readonly string[]).includes(field)) {
      errors[field as BookingField] ??= issue.message;
    }
  }
  const phoneKind = errors.phone ? null : validatePhone(values.phone, country);
  if (phoneKind) errors.phone = PHONE_ERROR_MESSAGES[phoneKind];
  return { ok: false, errors };
}

export async function submitBookingForm(
  api: BrowserApi,
  demoId: number,
  form: FormData,
): Promise<BookingResult> {
  const intent = bookingIntent(form);
  const values = bookingValues(form);
  const checked = validateBooking(demoId, values, countryOf(form));
  if (!checked.ok) return { ok: false, intent, values, errors: checked.errors, formError: null, code: null };
  try {
    const entry =
      intent === 'waitList'
        ? await api.joinCookingDemoWaitList(checked.body)
        : await api.bookCookingDemo(checked.body);
    return { ok: true, intent, entry };
  } catch (error) {
    const body = error instanceof ApiError ? error.body : null;
    const formError =
      body?.errors[0] ??
      body?.message ??
      'Sorry, something went wrong on our side. Please try again in a moment.';
    return { ok: false, intent, values, errors: {}, formError, code: body?.code ?? null };
  }
}
