import type { ChangeEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { Facet, ListingQueryInput } from '@shop/contracts';
import { Hydrated } from '../../lib/hydrated.ts';
import { listingHref, SINGLE_VALUE_FACETS } from '../../lib/listing.ts';
import { HiddenQuery } from './HiddenQuery.tsx';
import { useKeptHtml } from '../../lib/kept-html.ts';
import styles from './Listing.module.css';
import { LISTING_COPY } from '../../copy/pages/listing.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

function isSingleValue(key: string): boolean {
  return (SINGLE_VALUE_FACETS as readonly string[]).includes(key);
}

export interface FacetOptionsProps {
  facet: Facet;
  idPrefix: string;
  disabled: boolean;
  /** The theme's word for a single-value filter's first option. */
  anyLabel: string;
}

/** One filter's legend and options: a component of its props alone, so the server can keep its HTML (ADR 0079). */
export function FacetOptions({ facet, idPrefix, disabled, anyLabel }: FacetOptionsProps) {
  const single = isSingleValue(facet.key);
  const noneSelected = !facet.options.some((o) => o.selected);
  return (
    <>
      <legend className={styles.facetTitle}>{facet.title}</legend>
      <ul className={styles.options}>
        {single ? (
          <li>
            <input
              type="radio"
              id={`${idPrefix}-${facet.key}-any`}
              name={facet.key}
              value=""
              defaultChecked={noneSelected}
              disabled={disabled}
            />
            <label htmlFor={`${idPrefix}-${facet.key}-any`}>{anyLabel}</label>
          </li>
        ) : null}
        {facet.options.map((option, index) => {
          const id = `${idPrefix}-${facet.key}-${index}`;
          return (
            <li key={option.value}>
              <input
                type={single ? 'radio' : 'checkbox'}
                id={id}
                name={facet.key}
                value={option.value}
                defaultChecked={option.selected}
                disabled={disabled}
              />
              <label htmlFor={id}>
                {/* Whole strings: one text node each, so the server writes no separator between pieces (ADR 0072). */}
                {`${option.label} `}
                <span className={styles.count}>{`(${option.count})`}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The filters as a plain GET form: without JavaScript the shopper ticks and presses Apply; with it every change
 * submits at once (the page number resets, the sort is kept). `disabled` holds the options while a page loads.
 */
export function FacetForm({
  facets,
  query,
  pathname,
  idPrefix,
  onApplied,
  disabled = false,
}: {
  facets: Facet[];
  query: ListingQueryInput;
  pathname: string;
  idPrefix: string;
  onApplied?: () => void;
  disabled?: boolean;
}) {
  const copy = usePageCopy('listing', LISTING_COPY);
  const submit = useSubmit();
  const kept = useKeptHtml();
  const anySelected = facets.some((f) => f.options.some((o) => o.selected));

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    // flushSync: the loading state (controls held) is on screen before the next tap, not after a busy CPU gets to it.
    void submit(event.currentTarget, { preventScrollReset: true, flushSync: true });
  }

  return (
    <Form
      method="get"
      action={pathname}
      className={styles.facetForm}
      onChange={onChange}
      onSubmit={onApplied}
      aria-label={copy.filters}
    >
      <HiddenQuery query={query} keep="sort" />
      {facets
        .filter((facet) => facet.options.length > 0)
        .map((facet) => {
          const options: FacetOptionsProps = { facet, idPrefix, disabled, anyLabel: copy.any };
          // On the server, a filter's options come from kept HTML where the render has it (ADR 0079).
          const html = kept?.facet(options);
          return html === undefined ? (
            <fieldset key={facet.key} className={styles.facet}>
              <FacetOptions {...options} />
            </fieldset>
          ) : (
            <fieldset key={facet.key} className={styles.facet} dangerouslySetInnerHTML={{ __html: html }} />
          );
        })}
      <div className={styles.formActions}>
        <Hydrated
          before={
            <button type="submit" className={styles.primaryButton}>
              {copy.apply}
            </button>
          }
        />
        {anySelected ? (
          <Link to={listingHref(pathname, { sort: query.sort })} preventScrollReset className={styles.clear}>
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
