import type { MouseEvent } from 'react';
import { Link } from '../../lib/link.tsx';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import { itemsInCart } from './count.ts';
import styles from './Cart.module.css';
import { Icon } from '../icon/Icon.tsx';

/**
 * The header cart button: a link to /cart (works without scripts) that opens the drawer once scripts run. The badge
 * is products plus rewards (001 §9) and gift vouchers; the cart is the shopper's, so it is read after hydration.
 */
export function CartButton({ className }: { className?: string }) {
  const { cart } = useCart();
  const count = itemsInCart(cart);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    cartStore().open();
  };
  return (
    <Link
      to="/cart"
      className={`${className ?? ''} ${styles.cartLink}`}
      onClick={onClick}
      aria-label={cart ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      data-testid="header-cart"
    >
      <Icon name="cart" size={22} />
      {cart && count > 0 ? (
        <span className={styles.cartBadge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
