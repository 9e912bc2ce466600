import { COMPARE_COPY } from '@shop/domain';
import { compareStore, useCompare } from '../../lib/compare-store.ts';
import { Modal } from '../modal/Modal.tsx';
import styles from './Compare.module.css';

/** 'Too many products' (000 §2, 001 §8): a fourth product adds nothing and opens this. */
export function CompareLimitModal() {
  const { limit } = useCompare();
  const close = () => compareStore().closeLimit();
  return (
    <Modal isOpen={limit !== null} onClose={close} title={COMPARE_COPY.tooManyTitle} size="small">
      <p className={styles.limitText}>
        {limit === 'tray' ? COMPARE_COPY.tooManyTray : COMPARE_COPY.tooManyDialog}
      </p>
      <button type="button" className={styles.primary} onClick={close}>
        {COMPARE_COPY.gotIt}
      </button>
    </Modal>
  );
}
