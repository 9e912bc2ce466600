import { Link } from '../../lib/link.tsx';
import type { Cart } from '@shop/contracts';
import { CHECKOUT_PATHS, cartProductImage, formatPrice, formatSmallPrice } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import { cartStore } from '../../lib/cart-store.ts';
import { CouponBox } from '../cart/CouponBox.tsx';
import { GstNote } from '../price/GstNote.tsx';
import styles from './Checkout.module.css';

export interface SummaryTotals {
  /** Nothing to deliver (gift vouchers only): no shipping row. */
  noDelivery?: boolean;
  /** Null while the delivery price is not known (no date chosen, or no delivery to the address). */
  shipping: number | null;
  suppliers: readonly { supplier: string; price: number }[];
  services: number;
  total: number;
  deposit: number | null;
}

/** 001 §2 section 9: 'Order Summary', cart messages, 'Edit Cart' (the drawer), the lines, the coupon box and the totals. */
export function OrderSummary({
  copy,
  cart,
  totals,
}: {
  copy: CheckoutCopy;
  cart: Cart;
  totals: SummaryTotals;
}) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <div className={styles.summaryHeader}>
        <h2 id="checkout-summary-heading" className={styles.sectionHeading}>
          {copy.summaryHeading}
        </h2>
        <button type="button" className={styles.linkButton} onClick={() => cartStore().toggle()}>
          {copy.editCart}
        </button>
      </div>
      {cart.messages.map((m) => (
        <p key={m} className={styles.warningBox}>
          {m}
        </p>
      ))}
      {/* The list scrolls (001 §9's 180/300/600 px), so it takes the focus: a keyboard user scrolls it with the arrows. */}
      <div className={styles.summaryLines} role="region" aria-label={copy.summaryItems} tabIndex={0}>
        <ul className={styles.plainList}>
          {cart.products.map((line) => {
            const image = cartProductImage(line.images) || line.image;
            return (
              <li key={line.lineId} className={styles.summaryLine}>
                {image ? <img src={image} alt="" width={56} height={56} loading="lazy" /> : <span />}
                <span>
                  <span className={styles.lineTitle}>{line.title}</span>
                  <span className={styles.hint}>{fillCopy(copy.quantity, { quantity: line.quantity })}</span>
                </span>
                <span>{formatPrice(line.lineTotal ?? 0)}</span>
              </li>
            );
          })}
          {cart.vouchers.map((v) => (
            <li key={`voucher-${v.id}`} className={styles.summaryLine}>
              <span />
              <span>
                <span className={styles.lineTitle}>Gift voucher {formatPrice(v.value)}</span>
                <span className={styles.hint}>
                  To: {v.recipientName} &lt;{v.recipientEmail}&gt;
                </span>
              </span>
              <span>{formatPrice(v.value)}</span>
            </li>
          ))}
        </ul>
      </div>
      <CouponBox cart={cart} />
      {cart.errors.length > 0 ? (
        <div>
          <ul className={styles.plainList} aria-label="Problems with your cart">
            {cart.errors.map((e) => (
              <li key={e.message} className={styles.errorBox}>
                {e.message}
              </li>
            ))}
          </ul>
          <Link to={CHECKOUT_PATHS.askAnExpert} className={styles.secondaryButton}>
            {copy.requestAssistance}
          </Link>
        </div>
      ) : (
        <dl className={styles.totals}>
          <div>
            <dt>{copy.subtotal}</dt>
            <dd>{formatSmallPrice(cart.subTotal ?? 0)}</dd>
          </div>
          {cart.discountTotal ? (
            <div>
              <dt>{copy.discount}</dt>
              <dd>−{formatPrice(cart.discountTotal)}</dd>
            </div>
          ) : null}
          {cart.giftCardTotal ? (
            <div>
              <dt>{copy.giftCards}</dt>
              <dd>−{formatPrice(cart.giftCardTotal)}</dd>
            </div>
          ) : null}
          {totals.noDelivery ? null : (
            <div>
              <dt>{copy.shipping}</dt>
              <dd>{totals.shipping === null ? copy.shippingUnknown : formatPrice(totals.shipping)}</dd>
            </div>
          )}
          {totals.suppliers.map((s) => (
            <div key={s.supplier}>
              <dt>{fillCopy(copy.supplierShipping, { supplier: s.supplier })}</dt>
              <dd>{formatPrice(s.price)}</dd>
            </div>
          ))}
          {totals.services > 0 ? (
            <div>
              <dt>{copy.services}</dt>
              <dd>{formatPrice(totals.services)}</dd>
            </div>
          ) : null}
          <div className={styles.grandTotal}>
            <dt>{copy.total}</dt>
            <dd data-testid="checkout-total">{formatSmallPrice(totals.total)}</dd>
          </div>
          {totals.deposit !== null ? (
            <div>
              <dt>{copy.depositNow}</dt>
              <dd>{formatSmallPrice(totals.deposit)}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {cart.errors.length === 0 && totals.total > 0 ? <GstNote /> : null}
    </section>
  );
}
