import { useId, useRef, useState } from 'react';
import { REFERRAL_COPY } from './copy.ts';
import styles from '../../routes/refer-a-friend.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The customer's link in a read-only field with a copy button; the result is announced politely. */
export function ReferralLink({ link, code }: { link: string; code: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the shopper to copy.
      field.current?.select();
      setState('failed');
    }
  };
  return (
    <>
      <label htmlFor={id}>{REFERRAL_COPY.yourLink}</label>
      <div className={styles.linkRow}>
        <input
          id={id}
          ref={field}
          type="text"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={styles.button} onClick={() => void copy()}>
          {REFERRAL_COPY.copy}
        </button>
      </div>
      <p className={styles.status} role="status">
        {state === 'copied' ? REFERRAL_COPY.copied : state === 'failed' ? REFERRAL_COPY.copyFailed : ''}
      </p>
      <p>
        {REFERRAL_COPY.yourCode}: <span className={styles.code}>{code}</span>
      </p>
    </>
  );
}
