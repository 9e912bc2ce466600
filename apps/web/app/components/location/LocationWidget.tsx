import { useId, useState, type ComponentProps } from 'react';
import type { GeoData, LocationSuggestion } from '@shop/contracts';
import { titleCase } from '@shop/domain';
import { browserApi } from '../../lib/browser-api.ts';
import { setGeoLocation, useGeo, type GeoState } from '../../lib/geo-store.ts';
import type { LocalityCombobox, SuggestLocalities } from './LocalityCombobox.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './Location.module.css';
import sharedStyles from '../../styles/shared.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

export interface LocationServices {
  suggest: SuggestLocalities;
  setLocation: (localityId: number) => Promise<void>;
}

const browserServices: LocationServices = {
  suggest: (term) => browserApi().localitySuggestions(term),
  setLocation: setGeoLocation,
};

// The postcode typeahead shows only in edit mode, which a click opens: its code is fetched then (or ahead, when the
// pointer or focus reaches the button), and edit mode opens once it is there, so the field takes focus at once
// (docs/decisions/0046-js-budget.md).
const combobox = onDemand<ComponentProps<typeof LocalityCombobox>>(() =>
  import('./LocalityCombobox.tsx').then((m) => m.LocalityCombobox),
);

/** Runs `open` once the typeahead's code is there (at once when it already is). */
export function whenLocationEditorLoaded(open: () => void): void {
  combobox.openWhenLoaded(open);
}

export function locationLine(geo: Pick<GeoData, 'city' | 'state' | 'postcode'>, titleCased: boolean): string {
  const city = titleCased ? titleCase(geo.city) : geo.city;
  return [city, geo.state, geo.postcode].filter(Boolean).join(' ');
}

/**
 * The delivery-location widget (000 §2, §4): a default view with the current location (or a prompt) and an edit view
 * with the postcode typeahead. Choosing a suggestion sets the location, re-fetches geo, returns to the default view
 * and empties the field; the close icon leaves edit mode.
 */
export function LocationWidget({
  titleCaseCity = false,
  disabled = false,
  headingLevel = 2,
  services = browserServices,
  state,
  onLocationSet,
  startEditing = false,
}: {
  /** Product pages title-case the city. */
  titleCaseCity?: boolean;
  disabled?: boolean;
  headingLevel?: 2 | 3;
  services?: LocationServices;
  /** Tests pass the geo state; pages read the shared one. */
  state?: GeoState;
  onLocationSet?: (suggestion: LocationSuggestion) => void;
  /** Opens straight in edit mode (the store panel's location editor). */
  startEditing?: boolean;
}) {
  const copy = useCopy().location;
  const shared = useGeo(state === undefined);
  const { status, geo } = state ?? shared;
  const [editing, setEditing] = useState(startEditing);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Combobox = combobox.useLoaded(editing);
  const edit = () => combobox.openWhenLoaded(() => setEditing(true));
  const preload = () => void combobox.load().catch(() => {});

  const select = (suggestion: LocationSuggestion) => {
    setError(null);
    services.setLocation(suggestion._id).then(
      () => {
        setEditing(false);
        setResetKey((k) => k + 1);
        onLocationSet?.(suggestion);
      },
      () => setError(copy.failed),
    );
  };

  if (editing) {
    return (
      <section className={styles.widget} aria-labelledby={titleId}>
        <div className={styles.editHeader}>
          <Heading id={titleId} className={styles.title}>
            {copy.editTitle}
          </Heading>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={copy.closeEditor}
            onClick={() => setEditing(false)}
          >
            <Icon name="dismiss" />
          </button>
        </div>
        {Combobox ? (
          <Combobox suggest={services.suggest} onSelect={select} autoFocus resetKey={resetKey} />
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>
    );
  }

  const hasLocation = !!geo?.postcode;
  return (
    <section className={styles.widget} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <Heading id={titleId} className={styles.title}>
        {copy.title}
      </Heading>
      {status === 'loading' ? (
        <p className={styles.placeholder} data-testid="location-loading">
          <span className={styles.shimmer} />
          <span className={`${styles.shimmer} ${styles.short}`} />
          <span className={sharedStyles.visuallyHidden}>{copy.loading}</span>
        </p>
      ) : hasLocation && geo ? (
        <button
          type="button"
          className={styles.current}
          disabled={disabled}
          onClick={edit}
          onPointerEnter={preload}
          onFocus={preload}
          aria-label={`${locationLine(geo, titleCaseCity)}. ${copy.change}`}
        >
          <span>{locationLine(geo, titleCaseCity)}</span>
          <Icon name="edit" size={16} />
        </button>
      ) : (
        <p className={styles.empty}>
          {copy.empty}{' '}
          <button
            type="button"
            className={styles.linkButton}
            disabled={disabled}
            onClick={edit}
            onPointerEnter={preload}
            onFocus={preload}
          >
            {copy.change}
          </button>
        </p>
      )}
    </section>
  );
}
