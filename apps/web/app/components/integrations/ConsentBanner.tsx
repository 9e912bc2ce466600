import { useId, useRef } from 'react';
import { writeConsent, type ConsentChoice } from '../../lib/consent.ts';
import styles from './ConsentBanner.module.css';

export const CONSENT_COPY = {
  heading: 'Cookies and tracking',
  text: 'We would like to use analytics, advertising, reviews and chat services from other companies to improve the shop. They set cookies and receive details of your visit. The shop works the same if you decline.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/**
 * Asks once whether third-party scripts may load (docs/decisions/0037). A landmark region with its own heading, so
 * screen-reader users can find it; choosing hands focus to the page's main content, since the banner goes away.
 */
export function ConsentBanner({ onChoose }: { onChoose?: (choice: ConsentChoice) => void }) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const choose = (choice: ConsentChoice) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    writeConsent(choice);
    onChoose?.(choice);
    if (hadFocus) document.getElementById('main-content')?.focus();
  };
  return (
    <section ref={region} className={styles.banner} aria-labelledby={headingId} data-testid="consent-banner">
      <h2 id={headingId} className={styles.heading}>
        {CONSENT_COPY.heading}
      </h2>
      <p className={styles.text}>{CONSENT_COPY.text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => choose('accepted')}>
          {CONSENT_COPY.accept}
        </button>
        <button type="button" className={styles.decline} onClick={() => choose('declined')}>
          {CONSENT_COPY.decline}
        </button>
      </div>
    </section>
  );
}
