import { useEffect, useId, useRef, useState } from 'react';
import type { LocationSuggestion } from '@shop/contracts';
import { LOCATION_TYPEAHEAD, shouldSearchLocations } from '@shop/domain';
import { useListboxNavigation } from '../../lib/use-listbox-navigation.ts';
import styles from './Location.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export type SuggestLocalities = (term: string) => Promise<LocationSuggestion[]>;

/**
 * Postcode/suburb typeahead (000 §5, §9: 2 characters, 400 ms, at most 100 options) as an ARIA 1.2 combobox.
 * No match shows 'No Results Found' and "*We can't ship to your location".
 */
export function LocalityCombobox({
  suggest,
  onSelect,
  label: labelText,
  placeholder: placeholderText,
  autoFocus = false,
  resetKey = 0,
  name,
}: {
  suggest: SuggestLocalities;
  onSelect: (suggestion: LocationSuggestion) => void;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Changing it empties the field (after a selection). */
  resetKey?: number;
  /** Makes the input part of its form (a plain GET search without scripts). */
  name?: string;
}) {
  const copy = useCopy().location;
  const label = labelText ?? copy.inputLabel;
  const placeholder = placeholderText ?? copy.placeholder;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState('');
  const [options, setOptions] = useState<LocationSuggestion[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const count = options?.length ?? 0;
  const open = options !== null && count > 0;
  const nav = useListboxNavigation({
    listboxId,
    count,
    open,
    // With the list open Enter picks; otherwise it submits the surrounding form, if any.
    enterPicksFirst: true,
    onPick: (index) => {
      const option = options?.[index];
      if (option) pick(option);
    },
    onEscape: () => {
      setOptions(null);
      nav.setActive(-1);
    },
  });

  useEffect(() => {
    setValue('');
    setOptions(null);
    nav.setActive(-1);
  }, [resetKey]);

  const onChange = (next: string) => {
    setValue(next);
    nav.setActive(-1);
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!shouldSearchLocations(next)) {
      setOptions(null);
      return;
    }
    timer.current = setTimeout(() => {
      suggest(next.trim()).then(
        (found) => {
          if (ticket === latest.current) setOptions(found.slice(0, LOCATION_TYPEAHEAD.maxOptions));
        },
        () => {
          if (ticket === latest.current) setOptions([]);
        },
      );
    }, LOCATION_TYPEAHEAD.waitMs);
  };

  const pick = (option: LocationSuggestion) => {
    clearTimeout(timer.current);
    latest.current++;
    setOptions(null);
    nav.setActive(-1);
    onSelect(option);
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        name={name}
        {...nav.inputProps}
        inputMode="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        maxLength={100}
        // Only when the shopper just asked to edit the location.
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
      />
      <ul id={listboxId} role="listbox" aria-label={label} className={styles.options} hidden={!open}>
        {(options ?? []).map((option, i) => (
          <li
            key={option._id}
            id={nav.optionId(i)}
            role="option"
            aria-selected={nav.active === i}
            className={`${styles.option} ${nav.active === i ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.fullAddress}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className={styles.noResults}>
        {options !== null && count === 0 ? (
          <>
            <p className={styles.noResultsTitle}>{copy.noResults}</p>
            <p>{copy.cannotShip}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
