import { useEffect, useRef, type CSSProperties } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { MODAL_BACKDROP_OPACITY, MODAL_FADE_SECONDS, MODAL_WIDTHS } from '@shop/domain';
import modal from '../modal/Modal.module.css';
import buttons from '../../styles/button.module.css';

/**
 * The wait for the customer's approval in their Zip app (001 §2 modal), in its own chunk with React Aria like the
 * site's Modal. Unlike that one it cannot be dismissed: backdrop clicks and Escape are ignored and there is no close
 * button; the only way out is 'Cancel payment' (or the answer arriving). Focus moves to that button and stays inside.
 */
export default function InStorePaymentDialog({
  title,
  text,
  cancelLabel,
  onCancel,
}: {
  title: string;
  text: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
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
          role="alertdialog"
          className={`${modal.dialog} ${modal.centerAligned}`}
          aria-describedby="in-store-payment-text"
        >
          <Heading slot="title" className={modal.title}>
            {title}
          </Heading>
          <p id="in-store-payment-text">{text}</p>
          <button ref={cancel} type="button" className={buttons.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
