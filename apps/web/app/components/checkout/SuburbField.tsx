import { useEffect, useRef, useState } from 'react';
import type { LocationSuggestion } from '@shop/contracts';
import { CHECKOUT_FIELD_MESSAGES, checkoutChangeDebounceMs, shouldSearchSuburbs } from '@shop/domain';
import { useListboxNavigation } from '../../lib/use-listbox-navigation.ts';
import { errorId, fieldId, type ErrorDisplay } from './field-errors.ts';
import { FieldError } from './Field.tsx';
import styles from './Checkout.module.css';
import locationStyles from '../location/Location.module.css';

/**
 * The suburb typeahead of 001 §5: searches GET /api/locality/{term} from 3 characters (debounced, 001 §9), and only a
 * pick from the suggestions counts; typing after a pick makes the suburb unpicked again.
 */
export function SuburbField({
  path,
  label,
  hint,
  noResults,
  value,
  disabled,
  display,
  suggest,
  onType,
  onPick,
}: {
  path: string;
  label: string;
  hint: string;
  noResults: string;
  value: string;
  disabled?: boolean;
  display: ErrorDisplay;
  suggest: (term: string) => Promise<LocationSuggestion[]>;
  onType: (value: string) => void;
  onPick: (suggestion: LocationSuggestion) => void;
}) {
  const id = fieldId(path);
  const listboxId = `${id}-listbox`;
  const [options, setOptions] = useState<LocationSuggestion[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const count = options?.length ?? 0;
  const open = options !== null && count > 0;
  const close = () => {
    setOptions(null);
    nav.setActive(-1);
  };
  const pick = (option: LocationSuggestion) => {
    clearTimeout(timer.current);
    ticket.current++;
    close();
    onPick(option);
  };
  const nav = useListboxNavigation({
    listboxId,
    count,
    open,
    enterPicksFirst: true,
    onPick: (index) => {
      const option = options?.[index];
      if (option) pick(option);
    },
    onEscape: close,
  });

  const change = (next: string) => {
    display.markDirty(path);
    onType(next);
    nav.setActive(-1);
    clearTimeout(timer.current);
    const mine = ++ticket.current;
    if (!shouldSearchSuburbs(next)) {
      setOptions(null);
      return;
    }
    timer.current = setTimeout(() => {
      suggest(next.trim()).then(
        (found) => {
          if (mine === ticket.current) setOptions(found.slice(0, 100));
        },
        () => {
          if (mine === ticket.current) setOptions([]);
        },
      );
    }, checkoutChangeDebounceMs(next));
  };

  // 001 §5: while the shopper types, an unpicked suburb reads 'Please enter a valid suburb'; the submit then asks
  // for a pick from the suggested list.
  const shown = display.shown(path);
  const M = CHECKOUT_FIELD_MESSAGES;
  const error = shown === M.suburbNotPicked && !display.submitted ? M.suburb : shown;
  const hintId = `${id}-hint`;
  return (
    <div className={`${styles.field} ${locationStyles.combobox}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...nav.inputProps}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        value={value}
        disabled={disabled}
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId(path) : null, hintId].filter(Boolean).join(' ')}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          display.markTouched(path);
          close();
        }}
      />
      <ul id={listboxId} role="listbox" aria-label={label} className={locationStyles.options} hidden={!open}>
        {(options ?? []).map((option, i) => (
          <li
            key={option._id}
            id={nav.optionId(i)}
            role="option"
            aria-selected={nav.active === i}
            className={`${locationStyles.option} ${nav.active === i ? locationStyles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.fullAddress}
          </li>
        ))}
      </ul>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div role="status" aria-live="polite" className={styles.hint}>
        {options !== null && count === 0 ? noResults : null}
      </div>
      <FieldError path={path} message={error} />
    </div>
  );
}
