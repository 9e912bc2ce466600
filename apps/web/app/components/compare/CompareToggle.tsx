import type { ComponentType, FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { compareAnchorId } from '../../lib/compare-intents.ts';
import { useCompareSelect } from '../../lib/compare-store.ts';
import { ON_SERVER, PlainPostForm, type PostFormProps } from '../../lib/plain-form.tsx';
import styles from './Compare.module.css';
import shared from '../../styles/shared.module.css';
import { Icon } from '../icon/Icon.tsx';

export const ADD_TO_COMPARE = 'Add to Compare';

export function compareFetcherKey(sku: string): string {
  return `compare-${sku}`;
}

interface CompareToggleProps {
  sku: string;
  title: string;
}

/**
 * 'Add to Compare' on tiles and product pages: ticking adds, unticking removes (000 §4). A submit button with
 * checkbox semantics, so it works before and without scripts: the form posts to the /compare route, whose action
 * changes the shopper's list on the server and comes back to this page (returnTo, rendered by the server). With
 * scripts the fetcher runs the route's clientAction instead, which goes through the compare store (ADR 0013). The
 * intent ('add' or 'remove') is the button's own name and value, sent because it is what submits the form (ADR 0072).
 */
function CompareToggleForm({
  sku,
  title,
  Form,
  pending,
}: CompareToggleProps & { Form: ComponentType<PostFormProps>; pending: boolean }) {
  const checked = useCompareSelect((state) => state.skus.includes(sku));
  const held = useCompareSelect((state) => state.busySku === sku);
  const { pathname, search } = useLocation();
  // aria-disabled rather than disabled: a disabled button drops keyboard focus while the change is under way.
  const busy = held || pending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <Form
      method="post"
      action="/compare"
      id={compareAnchorId(sku)}
      className={styles.toggleForm}
      defaultShouldRevalidate={false}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="intent"
        value={checked ? 'remove' : 'add'}
        role="checkbox"
        aria-checked={checked}
        aria-disabled={busy || undefined}
        className={styles.toggle}
      >
        <span className={styles.box} aria-hidden="true">
          {checked ? <Icon name="check" size={14} /> : null}
        </span>
        <span className={styles.toggleText}>
          {ADD_TO_COMPARE}
          <span className={shared.visuallyHidden}>{`: ${title}`}</span>
        </span>
      </button>
    </Form>
  );
}

/** In the browser: the fetcher's form, and its state holds the toggle while the change is under way. */
export function LiveCompareToggle(props: CompareToggleProps) {
  const fetcher = useFetcher({ key: compareFetcherKey(props.sku) });
  return <CompareToggleForm {...props} Form={fetcher.Form} pending={fetcher.state !== 'idle'} />;
}

/** On the server: the same form written plain, as nothing is under way there (lib/plain-form.tsx). */
export function ServerCompareToggle(props: CompareToggleProps) {
  return <CompareToggleForm {...props} Form={PlainPostForm} pending={false} />;
}

export const CompareToggle = ON_SERVER ? ServerCompareToggle : LiveCompareToggle;
