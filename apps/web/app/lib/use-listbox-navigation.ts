import { useState, type KeyboardEvent } from 'react';

export interface ListboxNavigationOptions {
  /** The listbox element's id; option i has the id `${listboxId}-${i}`. */
  listboxId: string;
  /** Number of options in the list. */
  count: number;
  open: boolean;
  /** The input itself is a stop between the last option and the first (the header search). */
  throughInput?: boolean;
  /** Enter with no active option picks the first one; otherwise it is left to the surrounding form. */
  enterPicksFirst?: boolean;
  /** Escape acts even while the list is closed (the header search then still clears its text). */
  escapeWhenClosed?: boolean;
  onPick: (index: number) => void;
  onEscape: () => void;
}

export interface ListboxNavigation {
  /** Index of the active option; -1 while the input itself is active. */
  active: number;
  setActive: (index: number) => void;
  optionId: (index: number) => string;
  /** For the input's aria-activedescendant. */
  activeDescendant: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** What the combobox input carries: its role, state and keyboard. */
  inputProps: {
    role: 'combobox';
    autoComplete: 'off';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

/** The next active index for an arrow key; -1 is the input, which the ring passes through only when asked. */
export function nextActive(current: number, step: 1 | -1, count: number, throughInput: boolean): number {
  if (throughInput) {
    const ring = count + 1;
    return ((current + 1 + step + ring) % ring) - 1;
  }
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The keyboard of an ARIA 1.2 combobox whose input keeps focus: the arrow keys move the active option
 * (aria-activedescendant), Enter picks it and Escape closes. The comboboxes keep their own options and say what
 * picking and closing mean.
 */
export function useListboxNavigation(options: ListboxNavigationOptions): ListboxNavigation {
  const { listboxId, count, open } = options;
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listboxId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open || count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActive(current, step, count, options.throughInput ?? false));
    } else if (event.key === 'Enter') {
      const index = active >= 0 ? active : options.enterPicksFirst ? 0 : -1;
      if (!open || index < 0) return;
      event.preventDefault();
      if (index < count) options.onPick(index);
    } else if (event.key === 'Escape') {
      if (!open && !options.escapeWhenClosed) return;
      event.preventDefault();
      options.onEscape();
    }
  };

  const activeDescendant = open && active >= 0 ? optionId(active) : undefined;
  return {
    active,
    setActive,
    optionId,
    activeDescendant,
    onKeyDown,
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': activeDescendant,
      onKeyDown,
    },
  };
}
