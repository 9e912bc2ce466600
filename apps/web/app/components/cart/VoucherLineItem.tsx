import { useFetcher } from 'react-router';
import type { CartVoucher } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import type { VoucherActionResult } from './voucher-intent.ts';
import styles from './Cart.module.css';
import shared from '../../styles/shared.module.css';

/** A gift voucher in the cart (docs/decisions/0031): its value and recipient, and Remove. It has no quantity. */
export function VoucherLineItem({ voucher }: { voucher: CartVoucher }) {
  const fetcher = useFetcher<VoucherActionResult>({ key: `voucher-${voucher.id}` });
  const removing = fetcher.state !== 'idle';
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const errorId = `voucher-error-${voucher.id}`;
  const title = `Gift voucher ${formatPrice(voucher.value)}`;
  return (
    <li className={`${styles.line} ${removing ? styles.removing : ''}`} data-testid="cart-voucher">
      <div className={styles.lineImage} aria-hidden="true">
        <span className={styles.voucherBadge}>Gift</span>
      </div>
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>{title}</p>
        <p className={styles.lineMeta}>
          To: {voucher.recipientName} &lt;{voucher.recipientEmail}&gt;
        </p>
        <p className={styles.lineMeta}>From: {voucher.senderName}</p>
        <div className={styles.lineControls} aria-describedby={error ? errorId : undefined}>
          <fetcher.Form method="post" action="/cart">
            <input type="hidden" name="intent" value="voucher-remove" />
            <input type="hidden" name="voucherId" value={voucher.id} />
            <button
              type="submit"
              className={styles.linkButton}
              disabled={removing}
              aria-label={`Remove ${title} for ${voucher.recipientName}`}
            >
              Remove
            </button>
          </fetcher.Form>
        </div>
        {error ? (
          <p id={errorId} role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <p className={styles.lineTotal}>
        <span className={shared.visuallyHidden}>Line total </span>
        {formatPrice(voucher.value)}
      </p>
    </li>
  );
}
