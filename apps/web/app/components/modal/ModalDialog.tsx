import { useEffect, useId, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { MODAL_BACKDROP_OPACITY, MODAL_FADE_SECONDS, MODAL_WIDTHS } from '@shop/domain';
import {
  forgetModal,
  modalStack,
  openModal,
  serverModalStack,
  subscribeModalStack,
} from '../../lib/modal-stack.ts';
import { ModalErrors } from './ModalErrors.tsx';
import styles from './Modal.module.css';
import { useCopy } from '../../copy/use-copy.ts';

import type { ModalProps } from './Modal.tsx';
import shared from '../../styles/shared.module.css';
import { Icon } from '../icon/Icon.tsx';

/**
 * The dialog behind Modal, in its own chunk with React Aria (loaded the first time a modal opens).
 * The one modal of the site (000 §4, §9). React Aria traps focus, restores it on close, closes on Escape and locks
 * the page scroll; the shared stack fades a parent modal and lets ModalHost close the top one on Back or navigation.
 */
export default function ModalDialog({
  isOpen,
  onClose,
  title,
  type = 'leftAligned',
  size = 'default',
  children,
  errors,
  hideTitle = false,
  isDismissable = true,
  className,
}: ModalProps) {
  const copy = useCopy().dialogs;
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const stack = useSyncExternalStore(subscribeModalStack, modalStack, serverModalStack);
  const position = stack.findIndex((e) => e.id === id);
  const isParent = position !== -1 && position < stack.length - 1;
  const isStacked = position > 0;

  useEffect(() => {
    if (!isOpen) return;
    openModal({ id, close: () => onCloseRef.current() });
    return () => forgetModal(id);
  }, [id, isOpen]);

  const width = MODAL_WIDTHS[type === 'twoCol' ? 'large' : size];
  const style = {
    '--modal-width': `${width}px`,
    '--modal-backdrop-opacity': String(MODAL_BACKDROP_OPACITY),
    '--modal-fade': `${MODAL_FADE_SECONDS}s`,
  } as CSSProperties;
  const titleHidden = hideTitle || type === 'noStyles';

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCloseRef.current();
      }}
      isDismissable={isDismissable}
      className={`${styles.overlay} ${isStacked ? styles.stacked : ''}`}
      style={style}
    >
      <AriaModal className={`${styles.modal} ${isParent ? styles.parent : ''}`}>
        <Dialog
          className={`${styles.dialog} ${styles[type] ?? ''} ${className ?? ''}`}
          data-modal-type={type}
        >
          <div className={styles.header}>
            <Heading slot="title" className={titleHidden ? shared.visuallyHidden : styles.title}>
              {title}
            </Heading>
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label={copy.close}
            >
              <Icon name="close" size={24} />
            </button>
          </div>
          {errors && errors.length > 0 ? <ModalErrors errors={errors} /> : null}
          <div className={styles.body}>{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
