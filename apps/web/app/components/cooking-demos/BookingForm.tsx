import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { CookingDemo } from '@shop/contracts';
import { COOKING_DEMO_LIMITS, COOKING_DEMO_TYPES } from '@shop/domain';
import {
  EMPTY_BOOKING,
  type BookingField,
  type BookingIntent,
  type BookingResult,
  type BookingValues,
} from './booking-form.ts';
import styles from './CookingDemos.module.css';

type Failed = Extract<BookingResult, { ok: false }>;

const errorId = (field: BookingField) => `demo-${field}-error`;

function FieldError({ field, errors }: { field: BookingField; errors: Failed['errors'] }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className={styles.error}>
      {message}
    </p>
  ) : null;
}

function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  values,
  errors,
  hint,
  maxLength,
  inputMode,
}: {
  field: BookingField;
  label: string;
  type?: string;
  autoComplete: string;
  values: BookingValues;
  errors: Failed['errors'];
  hint?: { id: string; text: string };
  maxLength?: number;
  inputMode?: 'numeric';
}) {
  const described = [errors[field] ? errorId(field) : null, hint?.id].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={`demo-${field}`} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hint.id} className={styles.hint}>
          {hint.text}
        </p>
      ) : null}
      <input
        id={`demo-${field}`}
        name={field}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        defaultValue={values[field]}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described}
      />
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** The wait list's terms, in plain words, next to its form. */
export function WaitListTerms({ demo }: { demo: CookingDemo }) {
  const waiting = demo.waitListLength;
  return (
    <>
      <p>
        This demo is fully booked. Join the wait list and, if seats come up, we will hold them for you for{' '}
        {COOKING_DEMO_LIMITS.offerHoldHours} hours and e-mail you a link to take them or let them go.
      </p>
      <p>
        Places are offered in the order people joined
        {waiting > 0 ? ` (${waiting} ${waiting === 1 ? 'person is' : 'people are'} waiting now)` : ''}. If
        your party is bigger than the seats that come up, you keep your place for the next ones.
      </p>
    </>
  );
}

/**
 * The booking form, or the wait-list form (the same fields): a plain form post without scripts; with them the
 * route's clientAction sends it. A refusal shows in an alert above the fields, which takes the focus.
 */
export function BookingForm({
  demo,
  intent,
  failed,
  busy,
}: {
  demo: CookingDemo;
  intent: BookingIntent;
  /** The last refused post, whichever form sent it (a full demo's booking comes back to the wait-list form). */
  failed: Failed | null;
  busy: boolean;
}) {
  const values = failed?.values ?? EMPTY_BOOKING;
  const errors = failed?.errors ?? {};
  const fieldCount = Object.keys(errors).length;
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed]);
  const preOrder = demo.cookingDemoType === COOKING_DEMO_TYPES.PrePurchaseOnly;
  const maxSeats =
    intent === 'book'
      ? Math.max(COOKING_DEMO_LIMITS.seatsMin, Math.min(COOKING_DEMO_LIMITS.seatsMax, demo.seatsAvailable))
      : COOKING_DEMO_LIMITS.seatsMax;
  const seatChoices = Array.from({ length: maxSeats }, (_, i) => i + 1);
  return (
    <Form method="post" className={styles.form} noValidate key={failed ? JSON.stringify(failed) : intent}>
      {failed && (failed.formError || fieldCount > 0) ? (
        <div role="alert" className={styles.alert} tabIndex={-1} ref={alert}>
          {failed.formError ? (
            <p>{failed.formError}</p>
          ) : (
            <p>
              Please check{' '}
              {fieldCount === 1 ? 'the highlighted field' : `the ${fieldCount} highlighted fields`} and try
              again.
            </p>
          )}
        </div>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="country" value={demo.store.country} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legendSmall}>Your details</legend>
        <div className={styles.pair}>
          <TextField
            field="firstName"
            label="First name"
            autoComplete="given-name"
            values={values}
            errors={errors}
            maxLength={COOKING_DEMO_LIMITS.nameMax}
          />
          <TextField
            field="lastName"
            label="Last name"
            autoComplete="family-name"
            values={values}
            errors={errors}
            maxLength={COOKING_DEMO_LIMITS.nameMax}
          />
        </div>
        <TextField
          field="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          values={values}
          errors={errors}
          hint={{
            id: 'demo-email-hint',
            text:
              intent === 'book'
                ? 'We e-mail your booking here, with a link to confirm or cancel it.'
                : 'We e-mail your place on the list here, and the link to take seats when they come up.',
          }}
        />
        <TextField
          field="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          values={values}
          errors={errors}
        />
        <div className={styles.field}>
          <label htmlFor="demo-seats" className={styles.label}>
            Seats
          </label>
          <p id="demo-seats-hint" className={styles.hint}>
            {intent === 'book'
              ? `Up to ${maxSeats} ${maxSeats === 1 ? 'seat' : 'seats'} for this booking.`
              : `Up to ${COOKING_DEMO_LIMITS.seatsMax} seats, for you and your guests.`}
          </p>
          <select
            id="demo-seats"
            name="seats"
            className={styles.input}
            defaultValue={seatChoices.includes(Number(values.seats)) ? values.seats : '1'}
            aria-invalid={errors.seats ? true : undefined}
            aria-describedby={[errors.seats ? errorId('seats') : null, 'demo-seats-hint']
              .filter(Boolean)
              .join(' ')}
          >
            {seatChoices.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
          <FieldError field="seats" errors={errors} />
        </div>
        {preOrder ? (
          <TextField
            field="orderNumber"
            label="Order number"
            autoComplete="off"
            inputMode="numeric"
            values={values}
            errors={errors}
            maxLength={COOKING_DEMO_LIMITS.orderNumberMax}
            hint={{
              id: 'demo-order-hint',
              text: `This demo is for customers who have bought ${demo.brand.name} from us. Enter the number of that order (it is in your order confirmation e-mail), placed with the e-mail address above.`,
            }}
          />
        ) : null}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={busy}>
        {intent === 'book' ? (busy ? 'Booking…' : 'Book now') : busy ? 'Joining…' : 'Join the wait list'}
      </button>
    </Form>
  );
}
