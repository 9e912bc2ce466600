import { Link } from '../../lib/link.tsx';
import type { Cart } from '@shop/contracts';
import { formatPrice, formatSmallPrice, isSavingValid, orderTotalShown } from '@shop/domain';
import { GstNote } from '../price/GstNote.tsx';
import { LoginForPrice } from '../price/LoginForPrice.tsx';
import styles from './Cart.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export const CHECKOUT_PATH = '/customer/checkout';
export const ASK_AN_EXPERT_PATH = '/ask-an-expert';

function totalRrp(cart: Cart): number {
  return cart.products.reduce((sum, p) => sum + (p.rrp ?? p.price ?? 0) * p.quantity, 0);
}

/** A visitor of a commercial theme: the API hid every amount, and the totals read 'LOG IN FOR PRICE'. */
function HiddenTotals() {
  const copy = useCopy();
  return (
    <dl className={styles.totals}>
      <div className={styles.grandTotal}>
        <dt>{copy.cart.total}</dt>
        <dd data-testid="cart-total">
          <LoginForPrice />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Totals and Checkout; when the cart has errors each shows in a red bordered box and 'Request Assistance' replaces
 * the totals (001 §8).
 */
export function CartSummary({ cart, compact = false }: { cart: Cart; compact?: boolean }) {
  const copy = useCopy();
  if (cart.errors.length > 0) {
    return (
      <div className={styles.summary}>
        <ul className={styles.errors} aria-label="Problems with your cart">
          {cart.errors.map((e, i) => (
            <li key={i} className={styles.errorBox}>
              {e.message}
            </li>
          ))}
        </ul>
        <Link to={ASK_AN_EXPERT_PATH} className={styles.primaryButton}>
          {copy.cart.requestAssistance}
        </Link>
      </div>
    );
  }
  const { subTotal, discountTotal, giftCardTotal, orderTotal, savingTotal } = cart;
  if (subTotal === null || orderTotal === null) {
    return (
      <div className={styles.summary}>
        <HiddenTotals />
        <Link to={CHECKOUT_PATH} className={styles.primaryButton}>
          Checkout
        </Link>
      </div>
    );
  }
  const saving = savingTotal !== null && isSavingValid(savingTotal, totalRrp(cart)) ? savingTotal : 0;
  return (
    <div className={styles.summary}>
      <dl className={styles.totals}>
        <div>
          <dt>{copy.cart.subtotal}</dt>
          <dd>{formatSmallPrice(subTotal)}</dd>
        </div>
        {discountTotal !== null && discountTotal > 0 ? (
          <div>
            <dt>{copy.cart.couponDiscount}</dt>
            <dd>−{formatPrice(discountTotal)}</dd>
          </div>
        ) : null}
        {giftCardTotal !== null && giftCardTotal > 0 ? (
          <div>
            <dt>{copy.cart.giftCards}</dt>
            <dd>−{formatPrice(giftCardTotal)}</dd>
          </div>
        ) : null}
        {!compact && cart.freeDelivery ? (
          <div>
            <dt>{copy.cart.delivery}</dt>
            <dd>{copy.cart.free}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{copy.cart.total}</dt>
          <dd data-testid="cart-total">{formatPrice(orderTotalShown({ orderTotal }))}</dd>
        </div>
        {saving > 0 ? (
          <div className={styles.saving}>
            <dt>{copy.cart.youSave}</dt>
            <dd>{formatPrice(saving)}</dd>
          </div>
        ) : null}
      </dl>
      <GstNote />
      <Link to={CHECKOUT_PATH} className={styles.primaryButton}>
        Checkout
      </Link>
    </div>
  );
}

export function CartRewards({ cart }: { cart: Cart }) {
  if (cart.rewards.length === 0) return null;
  return (
    <section className={styles.rewards} aria-labelledby="rewards-heading">
      <h2 id="rewards-heading" className={styles.boxHeading}>
        Bonus rewards with your order
      </h2>
      <ul>
        {cart.rewards.map((r) => (
          <li key={r.promoId}>
            <strong>{r.rewardLabel ?? 'Bonus'}</strong>: {r.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
