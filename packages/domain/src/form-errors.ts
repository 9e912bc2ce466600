// 000 §5 and 001 §5: when a field error is displayed.

export interface ControlState {
  readonly touched: boolean;
  readonly dirty: boolean;
  readonly submitted: boolean;
  readonly errors?: Readonly<Record<string, unknown>> | null;
}

/** Only once the control is touched and dirty, or after submit, and only if the named error is present. */
export function shouldShowError(control: ControlState, errorName: string): boolean {
  const present = !!control.errors && Object.hasOwn(control.errors, errorName);
  return present && ((control.touched && control.dirty) || control.submitted);
}
