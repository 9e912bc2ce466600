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

/** A link-styled button and the dialog it opens. */
function PromiseLink({
  copy,
  isOpen,
  onOpen,
  onClose,
}: {
  copy: PromiseCopy;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={onOpen}>
        {copy.title}
      </button>
      <Modal isOpen={isOpen} onClose={onClose} title={copy.title} size="small">
        <PromiseBody copy={copy} />
      </Modal>
    </>
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
  const close = () => setOpen(null);
  return (
    <div className={styles.promiseLinks}>
      <PromiseLink
        copy={promise}
        isOpen={open === 'promise'}
        onOpen={() => setOpen('promise')}
        onClose={close}
      />
      {priceMatch ? (
        <PromiseLink
          copy={priceMatch}
          isOpen={open === 'match'}
          onOpen={() => setOpen('match')}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
