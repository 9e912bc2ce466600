import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { VOUCHER_LIMITS, formatPrice, type VoucherField } from '@shop/domain';
import {
  OTHER_AMOUNT,
  VOUCHER_PRESETS,
  type VoucherFormResult,
  type VoucherFormValues,
} from './voucher-form.ts';
import styles from './Vouchers.module.css';

const EMPTY: VoucherFormValues = {
  preset: '100',
  amount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
};

const errorIdOf = (field: VoucherField) => `voucher-${field}-error`;

function FieldError({ field, message }: { field: VoucherField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(field)} className={styles.error}>
      {message}
    </p>
  );
}

/**
 * The gift voucher form: a value (preset buttons or another whole-dollar amount), who it is for, who it is from and
 * a message. A plain form post without scripts; with them the route's clientAction sends it and keeps the page.
 */
export function VoucherForm({ result, busy }: { result: VoucherFormResult | undefined; busy: boolean }) {
  const failed = result && !result.ok ? result : null;
  const values = failed?.values ?? EMPTY;
  const errors = failed?.errors ?? {};
  const [preset, setPreset] = useState(values.preset || EMPTY.preset);
  // A new answer (another failed post) brings its own choice back.
  const [shownFor, setShownFor] = useState(failed);
  if (failed !== shownFor) {
    setShownFor(failed);
    if (failed) setPreset(failed.values.preset || EMPTY.preset);
  }
  const described = (field: VoucherField, hint?: string) =>
    [errors[field] ? errorIdOf(field) : null, hint].filter(Boolean).join(' ') || undefined;
  const invalid = (field: VoucherField) => (errors[field] ? true : undefined);
  const count = Object.keys(errors).length;
  // A refused post takes the focus to the summary at the top, so a keyboard or screen reader user hears what to fix.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);
  // Remounts the inputs with the posted values after each failed post (uncontrolled inputs keep what was typed).
  // After a voucher is added (with scripts the page stays) the form starts afresh for another.
  const formKey = failed
    ? JSON.stringify(failed.values)
    : result?.ok
      ? `added-${result.cart.vouchers.length}`
      : 'new';
  return (
    <Form method="post" className={styles.form} noValidate key={formKey}>
      {failed && (count > 0 || failed.formError) ? (
        <div role="alert" className={styles.summary} tabIndex={-1} ref={summary}>
          {failed.formError ? (
            <p>{failed.formError}</p>
          ) : (
            <p>
              Please check {count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`} and try
              again.
            </p>
          )}
        </div>
      ) : null}
      {result?.ok ? (
        <p role="status" className={styles.added}>
          A {formatPrice(result.value)} gift voucher is in your cart. <Link to="/cart">View cart</Link> or add
          another below.
        </p>
      ) : null}
      <fieldset className={styles.values} aria-describedby={described('value', 'voucher-value-hint')}>
        <legend className={styles.legend}>Value</legend>
        <p id="voucher-value-hint" className={styles.hint}>
          Any whole-dollar amount from {formatPrice(VOUCHER_LIMITS.minDollars)} to{' '}
          {formatPrice(VOUCHER_LIMITS.maxDollars)}.
        </p>
        <div className={styles.presets}>
          {VOUCHER_PRESETS.map((p) => (
            <label key={p} className={styles.preset}>
              <input
                type="radio"
                name="preset"
                value={String(p)}
                defaultChecked={preset === String(p)}
                onChange={() => setPreset(String(p))}
              />
              <span>{formatPrice(p)}</span>
            </label>
          ))}
          <label className={styles.preset}>
            <input
              type="radio"
              name="preset"
              value={OTHER_AMOUNT}
              defaultChecked={preset === OTHER_AMOUNT}
              onChange={() => setPreset(OTHER_AMOUNT)}
            />
            <span>Another amount</span>
          </label>
        </div>
        <div className={styles.field}>
          <label htmlFor="voucher-amount" className={styles.label}>
            Amount in dollars (for another amount)
          </label>
          <input
            id="voucher-amount"
            name="amount"
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.amount}
            onFocus={() => setPreset(OTHER_AMOUNT)}
            aria-invalid={preset === OTHER_AMOUNT ? invalid('value') : undefined}
          />
        </div>
        <FieldError field="value" message={errors.value} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="voucher-recipientName" className={styles.label}>
          Recipient&apos;s name
        </label>
        <input
          id="voucher-recipientName"
          name="recipientName"
          className={styles.input}
          autoComplete="off"
          maxLength={VOUCHER_LIMITS.nameMax}
          defaultValue={values.recipientName}
          aria-invalid={invalid('recipientName')}
          aria-describedby={described('recipientName')}
        />
        <FieldError field="recipientName" message={errors.recipientName} />
      </div>
      <div className={styles.field}>
        <label htmlFor="voucher-recipientEmail" className={styles.label}>
          Recipient&apos;s e-mail
        </label>
        <input
          id="voucher-recipientEmail"
          name="recipientEmail"
          type="email"
          className={styles.input}
          autoComplete="off"
          defaultValue={values.recipientEmail}
          aria-invalid={invalid('recipientEmail')}
          aria-describedby={described('recipientEmail', 'voucher-email-hint')}
        />
        <p id="voucher-email-hint" className={styles.hint}>
          We e-mail the voucher&apos;s code here once your order is paid.
        </p>
        <FieldError field="recipientEmail" message={errors.recipientEmail} />
      </div>
      <div className={styles.field}>
        <label htmlFor="voucher-senderName" className={styles.label}>
          Your name
        </label>
        <input
          id="voucher-senderName"
          name="senderName"
          className={styles.input}
          autoComplete="name"
          maxLength={VOUCHER_LIMITS.nameMax}
          defaultValue={values.senderName}
          aria-invalid={invalid('senderName')}
          aria-describedby={described('senderName')}
        />
        <FieldError field="senderName" message={errors.senderName} />
      </div>
      <div className={styles.field}>
        <label htmlFor="voucher-message" className={styles.label}>
          Message (optional)
        </label>
        <textarea
          id="voucher-message"
          name="message"
          className={styles.input}
          rows={4}
          maxLength={VOUCHER_LIMITS.messageMax}
          defaultValue={values.message}
          aria-invalid={invalid('message')}
          aria-describedby={described('message', 'voucher-message-hint')}
        />
        <p id="voucher-message-hint" className={styles.hint}>
          Up to {VOUCHER_LIMITS.messageMax} characters.
        </p>
        <FieldError field="message" message={errors.message} />
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? 'Adding…' : 'Add to cart'}
      </button>
    </Form>
  );
}
