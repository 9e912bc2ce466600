import { useFetcher } from 'react-router';
import type { CartProduct } from '@shop/contracts';
import type { CartActionResult } from '../../lib/cart-intents.ts';
import styles from './Cart.module.css';

export function lineKey(line: Pick<CartProduct, 'lineId'>): string {
  return `cart-line-${line.lineId}`;
}

/** Hidden fields naming one cart line: a line is (code, warranty, installation). */
export function LineFields({ line }: { line: CartProduct }) {
  return (
    <>
      <input type="hidden" name="code" value={line.productCode} />
      {line.warrantyId ? <input type="hidden" name="warrantyId" value={line.warrantyId} /> : null}
      {line.installId ? <input type="hidden" name="installId" value={line.installId} /> : null}
    </>
  );
}

/**
 * − / + buttons that send the new quantity (plain submit buttons, so they work without scripts). The upper bound
 * is the stock on hand; asking for more gets the server's own message.
 */
export function QuantityStepper({ line }: { line: CartProduct }) {
  const fetcher = useFetcher<CartActionResult>({ key: lineKey(line) });
  const busy = fetcher.state !== 'idle';
  const pending =
    fetcher.formData?.get('intent') === 'quantity' ? Number(fetcher.formData.get('quantity')) : null;
  const shown = pending ?? line.quantity;
  const atStock = line.stockQuantity > 0 && line.quantity >= line.stockQuantity;
  return (
    <fetcher.Form method="post" action="/cart" className={styles.stepper} aria-busy={busy}>
      <input type="hidden" name="intent" value="quantity" />
      <LineFields line={line} />
      <button
        type="submit"
        name="quantity"
        value={line.quantity - 1}
        className={styles.stepButton}
        disabled={busy || line.quantity <= 1}
        aria-label={`Decrease quantity of ${line.title}`}
      >
        −
      </button>
      <output className={styles.quantity} aria-live="polite" aria-label={`Quantity of ${line.title}`}>
        {shown}
      </output>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        className={styles.stepButton}
        disabled={busy || atStock}
        aria-label={`Increase quantity of ${line.title}`}
      >
        +
      </button>
    </fetcher.Form>
  );
}
