import type { ReferralSummary } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import { REFERRAL_COPY } from './copy.ts';
import styles from '../../routes/refer-a-friend.module.css';

const earnedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** The rewards the customer earned, newest first, and their totals. */
export function ReferralRewards({ summary }: { summary: Pick<ReferralSummary, 'rewards' | 'totals'> }) {
  if (summary.rewards.length === 0) return <p>{REFERRAL_COPY.noRewards}</p>;
  return (
    <>
      <ul className={styles.rewards}>
        {summary.rewards.map((r, i) => (
          <li key={`${r.earnedAt}-${i}`}>
            <span>
              {r.role === 'referrer'
                ? REFERRAL_COPY.rewardFor(r.friend)
                : REFERRAL_COPY.rewardAsFriend(r.friend)}
              {' · '}
              <time dateTime={r.earnedAt}>{earnedOn(r.earnedAt)}</time>
            </span>
            <strong>{formatPrice(r.amount)}</strong>
          </li>
        ))}
      </ul>
      <p>
        <strong>{REFERRAL_COPY.total(summary.totals.count, formatPrice(summary.totals.amount))}</strong>
      </p>
    </>
  );
}
