import { useEffect, useRef } from 'react';
import buttons from '../../styles/button.module.css';
import { LockedDialog } from './LockedDialog.tsx';

/**
 * The wait for the customer's approval in their Zip app (001 §2 modal), in its own chunk with React Aria like the
 * site's Modal. It cannot be dismissed; the only way out is 'Cancel payment' (or the answer arriving). Focus moves to
 * that button and stays inside.
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
  return (
    <LockedDialog title={title} describedBy="in-store-payment-text" role="alertdialog">
      <p id="in-store-payment-text">{text}</p>
      <button ref={cancel} type="button" className={buttons.secondary} onClick={onCancel}>
        {cancelLabel}
      </button>
    </LockedDialog>
  );
}
