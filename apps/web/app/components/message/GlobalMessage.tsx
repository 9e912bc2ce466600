import { useGlobalMessage } from '../../lib/global-message.ts';
import styles from './GlobalMessage.module.css';
import { useCopy } from '../../copy/use-copy.ts';
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
  return (
    <>
      <div role="alert" className={styles.errorRegion}>
        {message?.type === 'error' ? (
          <MessageBar key={message.id} message={message} className={styles.error} onClose={hide} />
        ) : null}
      </div>
      <div role="status" className={styles.successRegion}>
        {message?.type === 'success' ? (
          <MessageBar key={message.id} message={message} className={styles.success} onClose={hide} />
        ) : null}
      </div>
    </>
  );
}

function MessageBar({
  message,
  className,
  onClose,
}: {
  message: { id: number; text: string };
  className: string | undefined;
  onClose: () => void;
}) {
  const copy = useCopy().dialogs;
  return (
    <div className={className}>
      <p className={styles.text}>{message.text}</p>
      <button type="button" className={styles.close} aria-label={copy.closeMessage} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}
