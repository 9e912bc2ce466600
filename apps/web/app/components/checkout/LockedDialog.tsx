import type { CSSProperties, ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { MODAL_BACKDROP_OPACITY, MODAL_FADE_SECONDS, MODAL_WIDTHS } from '@shop/domain';
import modal from '../modal/Modal.module.css';

const LOCKED_STYLE = {
  '--modal-width': `${MODAL_WIDTHS.small}px`,
  '--modal-backdrop-opacity': String(MODAL_BACKDROP_OPACITY),
  '--modal-fade': `${MODAL_FADE_SECONDS}s`,
} as CSSProperties;

/**
 * The in-store payment's modals (001 §2): the site's small centred modal, but one the shopper cannot dismiss — backdrop
 * clicks and Escape are ignored and there is no close button; React Aria keeps the focus inside. Its title names it
 * and the element with `describedBy` describes it.
 */
export function LockedDialog({
  title,
  describedBy,
  role,
  children,
}: {
  title: string;
  describedBy: string;
  role?: 'alertdialog';
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className={modal.overlay}
      style={LOCKED_STYLE}
    >
      <AriaModal className={modal.modal}>
        <Dialog
          {...(role ? { role } : {})}
          className={`${modal.dialog} ${modal.centerAligned}`}
          aria-describedby={describedBy}
        >
          <Heading slot="title" className={modal.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
