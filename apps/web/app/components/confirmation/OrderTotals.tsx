import type { OrderConfirmation } from '@shop/contracts';
import { formatPrice, formatShippingPrice, formatSmallPrice, PRICE_TEXT } from '@shop/domain';
import type { PageCopy } from '../../copy/base.ts';
import styles from './Confirmation.module.css';

/** 001 §9: shipping on the confirmation uses the 0-2 decimal format ('$10', '$10.5', '$10.25'); zero is FREE. */
export function shippingText(shipping: number): string {
  return shipping > 0 ? formatShippingPrice(shipping) : PRICE_TEXT.free;
}

/** The order's totals: subtotal, what came off, shipping, extras and the total charged or due. */
export function OrderTotals({ order, copy }: { order: OrderConfirmation; copy: PageCopy['confirmation'] }) {
  return (
    <section className={styles.card} aria-labelledby="order-total-heading">
      <h2 id="order-total-heading" className={styles.cardHeading}>
        {copy.summaryHeading}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{copy.subtotal}</dt>
          <dd>{formatSmallPrice(order.subTotal)}</dd>
        </div>
        {order.discountTotal > 0 ? (
          <div>
            <dt>{copy.discount}</dt>
            <dd>−{formatPrice(order.discountTotal)}</dd>
          </div>
        ) : null}
        {order.giftCardTotal > 0 ? (
          <div>
            <dt>{copy.giftCards}</dt>
            <dd>−{formatPrice(order.giftCardTotal)}</dd>
          </div>
        ) : null}
        {order.lines.length === 0 && order.vouchers.length > 0 ? null : (
          <div>
            <dt>{copy.shipping}</dt>
            <dd data-testid="confirmation-shipping">{shippingText(order.shipping)}</dd>
          </div>
        )}
        {order.extras > 0 ? (
          <div>
            <dt>{copy.extras}</dt>
            <dd>{formatSmallPrice(order.extras)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{copy.total}</dt>
          <dd data-testid="confirmation-total">{formatSmallPrice(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
