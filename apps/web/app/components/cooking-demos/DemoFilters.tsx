import type { FormEvent } from 'react';
import { Link } from '../../lib/link.tsx';
import {
  COOKING_DEMO_SUB_EVENT_TYPES,
  COOKING_DEMO_TYPE_LABELS,
  COOKING_DEMO_TYPES,
  type CookingDemoFilters,
} from '@shop/domain';
import { formHref } from './listing.ts';
import styles from './CookingDemos.module.css';

export interface FilterOptions {
  /** Stores by country, the site's own first. */
  storeGroups: readonly { label: string; stores: readonly { storeUri: string; name: string }[] }[];
  brands: readonly { uri: string; name: string }[];
}

const TYPES = [
  COOKING_DEMO_TYPES.PrePurchaseOnly,
  COOKING_DEMO_TYPES.PostPurchaseOnly,
  COOKING_DEMO_TYPES.OpenToEveryone,
] as const;

/** A date filter as a date field shows it: the day part of a local date-time. */
const dayOf = (value: string | undefined) => (value ? value.slice(0, 10) : '');
const numberOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The list's filters: a GET form, so without scripts it asks the server for the page; with them `onShow` takes the
 * address and the page loads the demos itself.
 */
export function DemoFilters({
  options,
  filters,
  onShow,
}: {
  options: FilterOptions;
  filters: CookingDemoFilters;
  onShow?: (href: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onShow) return;
    event.preventDefault();
    onShow(formHref(new FormData(event.currentTarget)));
  };
  // A brand in the address may be its name or its uri, in any case: the option it names is chosen either way.
  const brand = filters.brand
    ? (options.brands.find(
        (b) => b.uri.toLowerCase() === filters.brand || b.name.toLowerCase() === filters.brand,
      )?.uri ?? filters.brand)
    : '';
  return (
    <form method="get" action="/cooking-demos" onSubmit={submit} role="search" aria-label="Cooking demos">
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>Find a cooking demo</legend>
        <div className={styles.filterFields}>
          <div className={styles.field}>
            <label htmlFor="demo-store" className={styles.label}>
              Store
            </label>
            <select
              id="demo-store"
              name="storeUri"
              className={styles.input}
              defaultValue={filters.storeUri ?? ''}
            >
              <option value="">All stores</option>
              {options.storeGroups
                .filter((g) => g.stores.length > 0)
                .map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.stores.map((s) => (
                      <option key={s.storeUri} value={s.storeUri}>
                        {s.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="demo-brand" className={styles.label}>
              Brand
            </label>
            <select id="demo-brand" name="brand" className={styles.input} defaultValue={brand}>
              <option value="">All brands</option>
              {options.brands.map((b) => (
                <option key={b.uri} value={b.uri}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="demo-type" className={styles.label}>
              Type
            </label>
            <select
              id="demo-type"
              name="cookingDemoType"
              className={styles.input}
              defaultValue={numberOf(filters.cookingDemoType)}
            >
              <option value="">All types</option>
              {TYPES.map((t) => (
                <option key={t} value={String(t)}>
                  {COOKING_DEMO_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="demo-subtype" className={styles.label}>
              Session
            </label>
            <select
              id="demo-subtype"
              name="cookingDemoSubEventType"
              className={styles.input}
              defaultValue={numberOf(filters.cookingDemoSubEventType)}
            >
              <option value="">All sessions</option>
              {COOKING_DEMO_SUB_EVENT_TYPES.map((s) => (
                <option key={s.value} value={String(s.value)}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="demo-from" className={styles.label}>
              From
            </label>
            <input
              id="demo-from"
              name="startDate"
              type="date"
              className={styles.input}
              defaultValue={dayOf(filters.startDate)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="demo-to" className={styles.label}>
              To
            </label>
            <input
              id="demo-to"
              name="endDate"
              type="date"
              className={styles.input}
              defaultValue={dayOf(filters.endDate)}
              aria-describedby="demo-dates-hint"
            />
          </div>
        </div>
        <p id="demo-dates-hint" className={styles.hint}>
          Without dates we show today&apos;s and tomorrow&apos;s demos. Times are each store&apos;s local
          time.
        </p>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary}>
            Show demos
          </button>
          <Link to="/cooking-demos" className={styles.textLink}>
            Clear filters
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
