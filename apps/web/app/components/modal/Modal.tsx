import { lazy, Suspense, useState, type ReactNode } from 'react';

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

const loadDialog = () => import('./ModalDialog.tsx');
const ModalDialog = lazy(loadDialog);

/** Starts loading the dialog's code ahead of a likely first open (e.g. on hover of the button that opens one). */
export function preloadModal(): void {
  void loadDialog();
}

/**
 * The one modal of the site (000 §4, §9). Pages load without the dialog's code (React Aria is the largest part of
 * it); it arrives the first time a modal opens and stays mounted afterwards so closing behaves the same every time.
 */
export function Modal(props: ModalProps) {
  const [needed, setNeeded] = useState(props.isOpen);
  if (props.isOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
