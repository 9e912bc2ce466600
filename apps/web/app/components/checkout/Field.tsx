import type { InputHTMLAttributes, ReactNode } from 'react';
import { errorId, fieldId, type ErrorDisplay } from './field-errors.ts';
import styles from './Checkout.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'>;

/** A labelled input whose error (per 001 §5's display rule) is linked by aria-describedby and aria-invalid. */
export function TextField({
  path,
  label,
  value,
  onValue,
  display,
  hint,
  onEnter,
  onBlurValue,
  ...input
}: InputProps & {
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  display: ErrorDisplay;
  hint?: ReactNode;
  /** Enter in this field (the CVV submits the order, 001 §5). */
  onEnter?: () => void;
  /** Runs on blur, e.g. to complete a two-digit expiry year. */
  onBlurValue?: () => void;
}) {
  const error = display.shown(path);
  const hintId = hint ? `${fieldId(path)}-hint` : undefined;
  const describedBy = [error ? errorId(path) : null, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(path)} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={fieldId(path)}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          display.markDirty(path);
          onValue(e.target.value);
        }}
        onBlur={() => {
          display.markTouched(path);
          onBlurValue?.();
        }}
        onKeyDown={
          onEnter
            ? (e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onEnter();
                }
              }
            : undefined
        }
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError path={path} message={error} />
    </div>
  );
}

export function FieldError({ path, message }: { path: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(path)} className={styles.error}>
      {message}
    </p>
  );
}

/** A checkbox with its own error line (brand warning, stock fee). */
export function CheckboxField({
  path,
  label,
  checked,
  onChecked,
  display,
  disabled,
}: {
  path: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  display?: ErrorDisplay;
  disabled?: boolean;
}) {
  const error = display?.shown(path);
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={fieldId(path)}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(path) : undefined}
          onChange={(e) => {
            display?.markDirty(path);
            display?.markTouched(path);
            onChecked(e.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
      <FieldError path={path} message={error} />
    </div>
  );
}
