import { useState } from 'react';
import { Modal } from '../modal/Modal.tsx';
import type { PromiseCopy } from './promise-copy.ts';
import styles from './Price.module.css';

function PromiseBody({ copy }: { copy: PromiseCopy }) {
  return (
    <div className={styles.promise}>
      {copy.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <ul>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/** Links under the price that open the value promise and, on the NZ appliance theme, the price match guarantee. */
export function PromiseModals({
  promise,
  priceMatch,
}: {
  promise: PromiseCopy;
  priceMatch: PromiseCopy | null;
}) {
  const [open, setOpen] = useState<'promise' | 'match' | null>(null);
  return (
    <div className={styles.promiseLinks}>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => setOpen('promise')}
      >
        {promise.title}
      </button>
      {priceMatch ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={() => setOpen('match')}
        >
          {priceMatch.title}
        </button>
      ) : null}
      <Modal isOpen={open === 'promise'} onClose={() => setOpen(null)} title={promise.title} size="small">
        <PromiseBody copy={promise} />
      </Modal>
      {priceMatch ? (
        <Modal isOpen={open === 'match'} onClose={() => setOpen(null)} title={priceMatch.title} size="small">
          <PromiseBody copy={priceMatch} />
        </Modal>
      ) : null}
    </div>
  );
}
