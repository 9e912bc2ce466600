import { useEffect, useState } from 'react';
import styles from './Product.module.css';

export const CART_PENDING_TEXT = 'Online ordering is coming soon';

/**
 * A bar that slides in once the main buy box has scrolled out of view above the viewport. The button is present but
 * disabled until the cart is built (docs/decisions/0008-catalogue-pages.md).
 */
export function StickyAddToCart({
  targetId,
  title,
  priceText,
}: {
  targetId: string;
  title: string;
  priceText: string;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div
      className={`${styles.sticky} ${visible ? styles.stickyVisible : ''}`}
      hidden={!visible}
      data-testid="sticky-add-to-cart"
    >
      <div className={styles.stickyInner}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyPrice}>{priceText}</p>
        <button type="button" className={styles.cartButton} disabled aria-describedby="sticky-cart-note">
          Add to cart
        </button>
        <span id="sticky-cart-note" className={styles.visuallyHidden}>
          {CART_PENDING_TEXT}
        </span>
      </div>
    </div>
  );
}
