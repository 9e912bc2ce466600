import { useEffect, useState } from 'react';
import { addChatBlocker } from '../../lib/chat-blockers.ts';
import { setStickyCartVisible } from '../../lib/sticky-cart.ts';
import { PRICE_COPY } from '@shop/domain';
import { AddToCartSubmit } from '../cart/AddToCartForm.tsx';
import { LoginForPrice } from '../price/LoginForPrice.tsx';
import styles from './Product.module.css';

/**
 * A bar that slides in once the main buy box has scrolled out of view above the viewport. Its button submits the buy
 * box's form (same warranty and installation choices). While it shows, the compare tray moves up and the chat
 * launcher is blocked (000 §4, §9).
 */
export function StickyAddToCart({
  targetId,
  formId,
  sku,
  title,
  priceText,
  canAdd,
}: {
  targetId: string;
  formId: string;
  sku: string;
  title: string;
  priceText: string;
  canAdd: boolean;
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

  useEffect(() => {
    if (!visible) return;
    setStickyCartVisible(true);
    const release = addChatBlocker('product-page');
    return () => {
      setStickyCartVisible(false);
      release();
    };
  }, [visible]);

  return (
    <div
      className={`${styles.sticky} ${visible ? styles.stickyVisible : ''}`}
      hidden={!visible}
      data-testid="sticky-add-to-cart"
    >
      <div className={styles.stickyInner}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyPrice}>
          {priceText === PRICE_COPY.logInForPrice ? <LoginForPrice /> : priceText}
        </p>
        {canAdd ? <AddToCartSubmit sku={sku} formId={formId} className={styles.cartButton} /> : null}
      </div>
    </div>
  );
}
