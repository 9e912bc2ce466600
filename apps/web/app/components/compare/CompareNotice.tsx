import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { COMPARE_COPY } from '@shop/domain';
import { compareNoticeOf, withoutCompareNotice } from '../../lib/compare-intents.ts';
import { COMPARE_ERROR } from '../../lib/compare-store.ts';
import styles from './Compare.module.css';

/**
 * What a compare post sent without scripts answered, when it changed nothing (the page carries ?compare=limit or
 * ?compare=error after the redirect). A page without scripts cannot open the 'Too many products' dialog, so the same
 * words (000 §2; the product variant, the tray being minimised) show inline; 'Got it' is a link to the page without
 * the flag. With scripts these posts never happen: the store opens the dialog instead.
 */
export function CompareNotice() {
  const { pathname, search } = useLocation();
  const notice = compareNoticeOf(search);
  if (!notice) return null;
  const limit = notice === 'limit';
  return (
    <div className={styles.notice} role="alert" aria-labelledby={limit ? 'compare-notice-title' : undefined}>
      {limit ? (
        <h2 id="compare-notice-title" className={styles.noticeTitle}>
          {COMPARE_COPY.tooManyTitle}
        </h2>
      ) : null}
      <p className={styles.limitText}>{limit ? COMPARE_COPY.tooManyDialog : COMPARE_ERROR}</p>
      <Link
        to={withoutCompareNotice(`${pathname}${search}`)}
        replace
        preventScrollReset
        // Only the flag goes: no loader reads it, so nothing needs reloading.
        defaultShouldRevalidate={false}
        className={styles.primary}
      >
        {COMPARE_COPY.gotIt}
      </Link>
    </div>
  );
}
