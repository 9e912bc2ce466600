import { LockedDialog } from './LockedDialog.tsx';
import styles from './Checkout.module.css';

/**
 * 001 §2 'a modal shown while in-store payment is processing': from Place order with 'Pay with Zip App' until the order
 * post answers (the request is on its way to the customer's Zip app), then the waiting dialog takes over. Nothing can
 * be done meanwhile, so it has no buttons; the dialog itself holds the focus.
 */
export default function InStoreProcessingDialog({ title, text }: { title: string; text: string }) {
  return (
    <LockedDialog title={title} describedBy="in-store-processing-text">
      <p id="in-store-processing-text" role="status" className={styles.busy}>
        {text}
      </p>
    </LockedDialog>
  );
}
