import { Link } from '../../lib/link.tsx';
import type { PromotionSummary } from '@shop/contracts';
import { offerEndsText } from '@shop/domain';
import { RibbonBadge } from '../product/RibbonBadge.tsx';
import { RedemptionLink } from './RedemptionLink.tsx';
import styles from './Promotions.module.css';
import { PROMOTION_CARD_COPY } from '../../copy/pages/promotions.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export function promotionPath(path: string): string {
  return `/promotion/${path.replace(/^\/+/, '')}`;
}

/** One promotion of the promotions panel: link to /promotion/{path}; a redemption link opens in a new tab (000 §2). */
export function PromotionCard({
  promotion,
  headingLevel = 2,
}: {
  promotion: PromotionSummary;
  headingLevel?: 2 | 3;
}) {
  const copy = usePageCopy('promotionCard', PROMOTION_CARD_COPY);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const ends = offerEndsText(promotion.startDate, promotion.endDate);
  return (
    <article className={`${styles.card} ${promotion.featured ? styles.featured : ''}`}>
      <div className={styles.media}>
        {promotion.thumbnailImg ? (
          <img src={promotion.thumbnailImg} alt="" width={400} height={240} loading="lazy" />
        ) : null}
        {promotion.ribbon ? <RibbonBadge ribbon={promotion.ribbon} className={styles.ribbon} /> : null}
      </div>
      <div className={styles.body}>
        {promotion.featured ? <p className={styles.featuredLabel}>{copy.featured}</p> : null}
        <Heading className={styles.cardTitle}>
          <Link to={promotionPath(promotion.path)}>{promotion.title}</Link>
        </Heading>
        {promotion.brand ? <p className={styles.brand}>{promotion.brand.name}</p> : null}
        {promotion.rewardLabel ? <p className={styles.reward}>{promotion.rewardLabel}</p> : null}
        {ends ? <p className={styles.ends}>{ends}</p> : null}
        {promotion.redemption && promotion.childHasActiveRedemption ? (
          <RedemptionLink href={promotion.redemption} title={promotion.title} />
        ) : null}
      </div>
    </article>
  );
}

/** The promotions panel: a grid of cards, featured first as the API orders them. */
export function PromotionsPanel({
  promotions,
  labelledBy,
  headingLevel,
}: {
  promotions: PromotionSummary[];
  labelledBy?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {promotions.map((p) => (
        <li key={p.path}>
          <PromotionCard promotion={p} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
