import { useId, useState } from 'react';
import { PRICE_COPY } from '@shop/domain';
import styles from './Price.module.css';

/** A toggletip: the explanation is always the label's description; the bubble shows on hover, focus or press. */
export function RrpTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={`${styles.tip} ${open ? styles.tipOpen : ''}`}>
      <button
        type="button"
        className={styles.tipButton}
        aria-label="What is RRP?"
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={styles.tipBubble}>
        {PRICE_COPY.rrpTooltip}
      </span>
    </span>
  );
}
