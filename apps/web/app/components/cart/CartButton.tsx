import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cartCount } from '@shop/domain';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import styles from './Cart.module.css';

/**
 * The header cart button: a link to /cart (works without scripts) that opens the drawer once scripts run. The badge
 * is products plus rewards (001 §9); the cart is the shopper's, so it is read after hydration.
 */
export function CartButton({ className }: { className?: string }) {
  const { cart } = useCart();
  const count = cartCount(cart);
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
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2M9 20a1.5 1.5 0 1 0 0-.01M18 20a1.5 1.5 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {cart && count > 0 ? (
        <span className={styles.cartBadge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
