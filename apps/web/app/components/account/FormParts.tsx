import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import styles from './AccountForms.module.css';

type FieldProps = {
  name: string;
  label: string;
  /** The field's message after a refused submit; linked to the input for screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Ids of the form, so two forms on one page never share one. */
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function Field({ name, label, error, hint, idPrefix = 'f', ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId ?? undefined} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A message that takes focus when it appears (after a submit), so keyboard and screen-reader users land on the
 * outcome; `key` a new value to move focus there again for a repeated message.
 */
export function FocusMessage({
  kind,
  children,
  focus = true,
}: {
  kind: 'alert' | 'status';
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} role={kind} className={kind === 'alert' ? styles.alert : styles.notice}>
      {children}
    </div>
  );
}

/** A page heading that takes focus when the page's outcome changes (a confirmation replacing a form). */
export function FocusHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}

/** After a refused submit, focus goes to the first field marked invalid; `result` is the action's answer. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, result: unknown): void {
  useEffect(() => {
    if (result) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, result]);
}

export { styles as formStyles };
