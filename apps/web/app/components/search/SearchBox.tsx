import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  canSubmitSearch,
  prepareSearchTerm,
  searchDropdownLayout,
  searchResultsPath,
  SEARCH_MAX_LENGTH,
  shouldFetchSuggestions,
  THEMES,
  TIMINGS_MS,
  type ThemeId,
} from '@shop/domain';
import { productsFoundText } from './copy.ts';
import { SearchDropdown } from './SearchDropdown.tsx';
import type { SearchServices, SuggestedProduct } from './types.ts';
import { useViewportWidth } from './useViewportWidth.ts';
import styles from './Search.module.css';
import shared from '../../styles/shared.module.css';
import { Icon } from '../icon/Icon.tsx';
import { useCopy } from '../../copy/use-copy.ts';
import { useListboxNavigation } from '../../lib/use-listbox-navigation.ts';

/**
 * The header search (000 §2, §4, §5) as an ARIA 1.2 combobox: the input keeps focus, arrow keys move the active
 * option (aria-activedescendant), Enter opens it or submits, Escape and blur (after 200 ms) clear and close.
 */
export function SearchBox({
  theme,
  services,
  onClose,
  autoFocus = false,
}: {
  theme: ThemeId;
  services: SearchServices;
  /** Called whenever the search clears and closes (the mobile header hides its search row). */
  onClose?: () => void;
  autoFocus?: boolean;
}) {
  const copy = useCopy();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [results, setResults] = useState<SuggestedProduct[] | null>(null);
  // The dropdown's layout depends on the width only while it shows results.
  const width = useViewportWidth(results !== null);
  const [keyword, setKeyword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(blurTimer.current);
      inflight.current?.abort();
    },
    [],
  );

  const layout = searchDropdownLayout(theme, width);
  const shown = results?.slice(0, layout.productCount) ?? [];
  const optionCount = results ? shown.length + 1 : 0; // the products plus 'View all products'
  const open = results !== null;
  const viewAllHref = searchResultsPath(keyword || value);
  const nav = useListboxNavigation({
    listboxId,
    count: optionCount,
    open,
    throughInput: true,
    escapeWhenClosed: true,
    onPick: (index) => go(shown[index]?.url ?? viewAllHref),
    onEscape: () => clearAndClose(),
  });

  const stopPending = () => {
    clearTimeout(debounce.current);
    inflight.current?.abort();
    inflight.current = null;
  };

  const clearAndClose = () => {
    stopPending();
    clearTimeout(blurTimer.current);
    setValue('');
    setResults(null);
    nav.setActive(-1);
    onClose?.();
  };

  const onChange = (next: string) => {
    setValue(next);
    nav.setActive(-1);
    stopPending();
    if (!shouldFetchSuggestions(next)) {
      setResults(null);
      return;
    }
    debounce.current = setTimeout(() => {
      const term = prepareSearchTerm(next);
      if (!shouldFetchSuggestions(term)) return setResults(null);
      const controller = new AbortController();
      inflight.current = controller;
      services.suggest(term, controller.signal).then(
        (products) => {
          if (controller.signal.aborted) return;
          setKeyword(term);
          setResults(products);
        },
        (error: unknown) => {
          // 000 §8: search failures only stop the loading indicator.
          if (!controller.signal.aborted) console.warn('search suggestions failed', error);
        },
      );
    }, TIMINGS_MS.searchKeyDebounce);
  };

  const go = (url: string) => {
    clearAndClose();
    void navigate(url);
  };

  const submit = async () => {
    if (!canSubmitSearch(value) || submitting) return;
    const term = prepareSearchTerm(value);
    if (!term) return;
    const products = shown;
    const usesEngine = THEMES[theme].usesSearchEngineAnalytics;
    if (usesEngine) setSubmitting(true);
    let url = searchResultsPath(term);
    try {
      url = (await services.resolveUrl(term)) || url;
    } catch (error) {
      console.warn('search-url failed', error);
    } finally {
      setSubmitting(false);
    }
    go(url);
    if (usesEngine && services.trackSubmit) {
      services.trackSubmit({ keyword: term, url, products }).catch(() => {});
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form role="search" action="/search" method="get" className={styles.form} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-input`} className={shared.visuallyHidden}>
          {copy.search.label}
        </label>
        <input
          id={`${id}-input`}
          name="searchTerm"
          type="text"
          {...nav.inputProps}
          className={styles.input}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={copy.search.placeholder}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => clearTimeout(blurTimer.current)}
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(clearAndClose, TIMINGS_MS.searchBlurClose);
          }}
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={copy.search.button}
          aria-busy={submitting}
        >
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="search" />}
        </button>
      </div>
      <SearchDropdown
        listboxId={listboxId}
        open={open}
        products={shown}
        keyword={keyword}
        active={nav.active}
        thumbnailPx={layout.thumbnailPx}
        viewAllHref={viewAllHref}
        showChevron={THEMES[theme].showsViewAllChevron}
        onPick={go}
      />
      <p className={shared.visuallyHidden} role="status" aria-live="polite">
        {open ? productsFoundText(shown.length) : ''}
      </p>
    </form>
  );
}
