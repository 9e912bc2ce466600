import { useEffect, useId } from 'react';
import { Link } from '../../lib/link.tsx';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ThemeId } from '@shop/domain';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import { forgetModal, openModal } from '../../lib/modal-stack.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartRewards, CartSummary } from './CartSummary.tsx';
import { VoucherLineItem } from './VoucherLineItem.tsx';
import { itemsInCart } from './count.ts';
import styles from './CartDrawer.module.css';
import { Icon } from '../icon/Icon.tsx';

/**
 * The cart drawer: a side dialog (React Aria traps and restores focus, Escape closes) that joins the page's modal
 * stack, so Back and any navigation close it like every other modal.
 */
export function CartDrawer({ themeId }: { themeId: ThemeId }) {
  const { cart, isOpen, isLoading, errorMessage } = useCart();
  const id = useId();
  useEffect(() => {
    if (!isOpen) return;
    openModal({ id, close: () => cartStore().close() });
    return () => forgetModal(id);
  }, [id, isOpen]);
  const count = itemsInCart(cart);
  const close = () => cartStore().close();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog} aria-busy={isLoading}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Your cart ({count} {count === 1 ? 'item' : 'items'})
            </Heading>
            <button type="button" className={styles.close} onClick={close} aria-label="Close cart">
              <Icon name="close" size={24} />
            </button>
          </div>
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
          {cart && (cart.products.length > 0 || cart.vouchers.length > 0) ? (
            <>
              <ul className={styles.lines} aria-label="Products in your cart">
                {cart.products.map((line) => (
                  <CartLineItem key={line.lineId} line={line} themeId={themeId} />
                ))}
                {cart.vouchers.map((v) => (
                  <VoucherLineItem key={`voucher-${v.id}`} voucher={v} />
                ))}
              </ul>
              <CartRewards cart={cart} />
              <CartSummary cart={cart} compact />
              <Link to="/cart" className={styles.viewCart}>
                View cart
              </Link>
            </>
          ) : (
            <p className={styles.empty}>{isLoading ? 'Loading your cart…' : 'Your cart is empty.'}</p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** 'Edit Cart' (001 §2, checkout order summary): toggles the drawer. */
export function EditCartButton({ className }: { className?: string }) {
  const { isOpen } = useCart();
  return (
    <button type="button" className={className} aria-expanded={isOpen} onClick={() => cartStore().toggle()}>
      Edit Cart
    </button>
  );
}
