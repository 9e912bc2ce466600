import { useEffect, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult, CartIntent } from '../../lib/cart-intents.ts';
import { useGlobalMessage } from '../../lib/global-message.ts';
import styles from './Cart.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export function addFetcherKey(sku: string): string {
  return `add-to-cart-${sku}`;
}

/** The submit button's name and value that ask the cart action for one more unit (docs/decisions/0072). */
const ADD_INTENT = { name: 'intent', value: 'add' satisfies CartIntent } as const;

/**
 * Posts one unit of a product to the cart route's action: with scripts the browser calls the API (clientAction) and
 * the drawer opens; without them the form is an ordinary POST that lands on the cart page. The intent is the submit
 * button's own name and value and the quantity is left out (one unit), so a tile carries one hidden field, not three
 * (docs/decisions/0072-lighter-tile-forms.md).
 */
export function AddToCartForm({
  sku,
  title,
  formId,
  children,
  className,
  buttonClassName,
}: {
  sku: string;
  title: string;
  formId?: string;
  /** Extra fields (warranty and installation choices). */
  children?: ReactNode;
  className?: string;
  buttonClassName?: string;
}) {
  const copy = useCopy();
  const fetcher = useFetcher<CartActionResult>({ key: addFetcherKey(sku) });
  const { show } = useGlobalMessage();
  const busy = fetcher.state !== 'idle';
  const data = fetcher.data;
  useEffect(() => {
    if (data && !data.ok) show({ type: 'error', text: data.error });
  }, [data, show]);
  return (
    <fetcher.Form method="post" action="/cart" id={formId} className={className ?? styles.addForm}>
      <input type="hidden" name="code" value={sku} />
      {children}
      <button
        type="submit"
        {...ADD_INTENT}
        className={buttonClassName ?? styles.addButton}
        disabled={busy}
        aria-label={busy ? `Adding ${title} to cart` : `${copy.cart.addToCart}: ${title}`}
      >
        {busy ? copy.cart.adding : copy.cart.addToCart}
      </button>
    </fetcher.Form>
  );
}

/**
 * A submit button elsewhere on the page (the sticky bar) for the buy box's form, sharing its pending state. It names
 * the intent itself, as the form's own button does: the button that submits is the one whose value is sent.
 */
export function AddToCartSubmit({
  sku,
  formId,
  className,
}: {
  sku: string;
  formId: string;
  className?: string;
}) {
  const copy = useCopy();
  const fetcher = useFetcher<CartActionResult>({ key: addFetcherKey(sku) });
  const busy = fetcher.state !== 'idle';
  return (
    <button
      type="submit"
      {...ADD_INTENT}
      form={formId}
      className={className ?? styles.addButton}
      disabled={busy}
    >
      {busy ? copy.cart.adding : copy.cart.addToCart}
    </button>
  );
}
