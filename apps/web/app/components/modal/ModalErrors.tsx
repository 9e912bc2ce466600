import { useState } from 'react';
import styles from './Modal.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

/** Each message can be dismissed on its own; a new list from the caller shows everything again. */
export function ModalErrors({ errors }: { errors: readonly string[] }) {
  const copy = useCopy().dialogs;
  const [dismissed, setDismissed] = useState<{ list: readonly string[]; indexes: ReadonlySet<number> }>({
    list: errors,
    indexes: new Set(),
  });
  const hidden = dismissed.list === errors ? dismissed.indexes : new Set<number>();
  const visible = errors.map((text, index) => ({ text, index })).filter((e) => !hidden.has(e.index));
  if (visible.length === 0) return null;
  return (
    <ul className={styles.errors} role="alert">
      {visible.map(({ text, index }) => (
        <li key={index} className={styles.error}>
          <span>{text}</span>
          <button
            type="button"
            className={styles.errorClose}
            aria-label={copy.closeError}
            onClick={() => setDismissed({ list: errors, indexes: new Set([...hidden, index]) })}
          >
            <Icon name="close" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
