import type { CSSProperties } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { MODAL_BACKDROP_OPACITY, MODAL_FADE_SECONDS, MODAL_WIDTHS } from '@shop/domain';
import modal from '../modal/Modal.module.css';
import styles from './Checkout.module.css';

/**
 * 001 §2 'a modal shown while in-store payment is processing': from Place order with 'Pay with Zip App' until the order
 * post answers (the request is on its way to the customer's Zip app), then the waiting dialog takes over. Nothing can
 * be done meanwhile, so it has no buttons and cannot be dismissed (backdrop and Escape are ignored); the dialog itself
 * holds the focus, its title names it and its status text describes it.
 */
export default function InStoreProcessingDialog({ title, text }: { title: string; text: string }) {
  const style = {
    '--modal-width': `${MODAL_WIDTHS.small}px`,
    '--modal-backdrop-opacity': String(MODAL_BACKDROP_OPACITY),
    '--modal-fade': `${MODAL_FADE_SECONDS}s`,
  } as CSSProperties;
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className={modal.overlay}
      style={style}
    >
      <AriaModal className={modal.modal}>
        <Dialog
          className={`${modal.dialog} ${modal.centerAligned}`}
          aria-describedby="in-store-processing-text"
        >
          <Heading slot="title" className={modal.title}>
            {title}
          </Heading>
          <p id="in-store-processing-text" role="status" className={styles.busy}>
            {text}
          </p>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
