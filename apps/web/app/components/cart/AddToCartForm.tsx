import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult, CartIntent } from '../../lib/cart-intents.ts';
import { useGlobalMessage } from '../../lib/global-message.ts';
import { ON_SERVER, PlainPostForm, type PostFormProps } from '../../lib/plain-form.tsx';
import styles from './Cart.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export function addFetcherKey(sku: string): string {
  return `add-to-cart-${sku}`;
}

/** The submit button's name and value that ask the cart action for one more unit (docs/decisions/0072). */
const ADD_INTENT = { name: 'intent', value: 'add' satisfies CartIntent } as const;

interface AddToCartFormProps {
  sku: string;
  title: string;
  formId?: string;
  /** Extra fields (warranty and installation choices). */
  children?: ReactNode;
  className?: string;
  buttonClassName?: string;
}

/**
 * Posts one unit of a product to the cart route's action: with scripts the browser calls the API (clientAction) and
 * the drawer opens; without them the form is an ordinary POST that lands on the cart page. The intent is the submit
 * button's own name and value and the quantity is left out (one unit), so a tile carries one hidden field, not three
 * (docs/decisions/0072-lighter-tile-forms.md).
 */
function AddToCartView({
  sku,
  title,
  formId,
  children,
  className,
  buttonClassName,
  Form,
  busy,
}: AddToCartFormProps & { Form: ComponentType<PostFormProps>; busy: boolean }) {
  const copy = useCopy();
  return (
    <Form method="post" action="/cart" id={formId} className={className ?? styles.addForm}>
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
    </Form>
  );
}

/** In the browser: the fetcher's form; its state shows the add under way, and a failure becomes the page's message. */
export function LiveAddToCartForm(props: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionResult>({ key: addFetcherKey(props.sku) });
  const { show } = useGlobalMessage();
  const data = fetcher.data;
  useEffect(() => {
    if (data && !data.ok) show({ type: 'error', text: data.error });
  }, [data, show]);
  return <AddToCartView {...props} Form={fetcher.Form} busy={fetcher.state !== 'idle'} />;
}

/** On the server: the same form written plain, as nothing is under way there (lib/plain-form.tsx). */
export function ServerAddToCartForm(props: AddToCartFormProps) {
  return <AddToCartView {...props} Form={PlainPostForm} busy={false} />;
}

export const AddToCartForm = ON_SERVER ? ServerAddToCartForm : LiveAddToCartForm;

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
