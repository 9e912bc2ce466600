import { useCallback, useState } from 'react';
import { checkoutErrorsByField, type CheckoutFieldError } from '@shop/domain';

// 001 §5 display rule: an error shows only once its control is touched and dirty, or after a submit.

/** The id of a field's control, from its dotted path, so errors can focus and describe it. */
export function fieldId(path: string): string {
  return `checkout-${path.replace(/\./g, '-')}`;
}

export function errorId(path: string): string {
  return `${fieldId(path)}-error`;
}

export interface ErrorDisplay {
  /** The message to show for this field now, or undefined. */
  shown: (path: string) => string | undefined;
  markDirty: (path: string) => void;
  markTouched: (path: string) => void;
  submitted: boolean;
  setSubmitted: (value: boolean) => void;
}

export function useErrorDisplay(errors: readonly CheckoutFieldError[]): ErrorDisplay {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const byField = checkoutErrorsByField(errors);
  const add = (set: ReadonlySet<string>, path: string) => (set.has(path) ? set : new Set([...set, path]));
  const markDirty = useCallback((path: string) => setDirty((s) => add(s, path)), []);
  const markTouched = useCallback((path: string) => setTouched((s) => add(s, path)), []);
  return {
    shown: (path) => (submitted || (dirty.has(path) && touched.has(path)) ? byField[path] : undefined),
    markDirty,
    markTouched,
    submitted,
    setSubmitted,
  };
}
