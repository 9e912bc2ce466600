import { useEffect, useId, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { MODAL_BACKDROP_OPACITY, MODAL_FADE_SECONDS, MODAL_WIDTHS } from '@shop/domain';
import {
  forgetModal,
  modalStack,
  openModal,
  serverModalStack,
  subscribeModalStack,
} from '../../lib/modalStack.ts';
import { ModalErrors } from './ModalErrors.tsx';
import styles from './Modal.module.css';

export type ModalType = 'leftAligned' | 'centerAligned' | 'twoCol' | 'noStyles' | 'noDefaultPadding';
export type ModalSizeName = 'small' | 'medium' | 'large' | 'default';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  type?: ModalType;
  size?: ModalSizeName;
  children: ReactNode;
  /** Messages shown above the content, each dismissible ('Close Error Message'). */
  errors?: string[];
  /** Hides the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Whether a click on the backdrop closes the modal; default true. */
  isDismissable?: boolean;
  className?: string;
}

/**
 * The one modal of the site (000 §4, §9). React Aria traps focus, restores it on close, closes on Escape and locks
 * the page scroll; the shared stack fades a parent modal and lets ModalHost close the top one on Back or navigation.
 */
export function Modal({
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
            <Heading slot="title" className={titleHidden ? styles.visuallyHidden : styles.title}>
              {title}
            </Heading>
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label="Close"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {errors && errors.length > 0 ? <ModalErrors errors={errors} /> : null}
          <div className={styles.body}>{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
