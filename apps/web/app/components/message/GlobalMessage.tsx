import { useGlobalMessage } from '../../lib/global-message.ts';
import styles from './GlobalMessage.module.css';
import { Icon } from '../icon/Icon.tsx';

export { useGlobalMessage } from '../../lib/global-message.ts';
export type { GlobalMessageInput } from '../../lib/global-message.ts';
export { GlobalMessageProvider } from './GlobalMessageProvider.tsx';

/**
 * The site-wide message (000 §2): an error is a red bar under the header with a close control; a success is a
 * 320 px toast fixed top right. Both live regions stay mounted so screen readers announce new text.
 */
export function GlobalMessage() {
  const { message, hide } = useGlobalMessage();
  const error = message?.type === 'error' ? message : null;
  const success = message?.type === 'success' ? message : null;
  return (
    <>
      <div role="alert" className={styles.errorRegion}>
        {error ? (
          <div key={error.id} className={styles.error}>
            <p className={styles.text}>{error.text}</p>
            <button type="button" className={styles.close} aria-label="Close message" onClick={hide}>
              <Icon name="close" />
            </button>
          </div>
        ) : null}
      </div>
      <div role="status" className={styles.successRegion}>
        {success ? (
          <div key={success.id} className={styles.success}>
            <p className={styles.text}>{success.text}</p>
            <button type="button" className={styles.close} aria-label="Close message" onClick={hide}>
              <Icon name="close" />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
