import type { Product } from '@shop/contracts';
import styles from './RibbonBadge.module.css';

type Ribbon = NonNullable<Product['ribbon']>;

/** Ribbon wording is not quoted by the spec; ours (docs/decisions/0008-catalogue-pages.md). */
export const RIBBON_LABELS: Record<Ribbon, string> = {
  save: 'Save',
  'catalogue-item': 'Catalogue item',
  cashback: 'Cashback',
  win: 'Win',
  new: 'New',
  bonus: 'Bonus',
  'special-offer': 'Special offer',
  sale: 'Sale',
};

export function RibbonBadge({ ribbon, className }: { ribbon: Ribbon; className?: string }) {
  const tone = ribbon === 'sale' || ribbon === 'save' ? styles.sale : styles.info;
  return <span className={`${styles.ribbon} ${tone} ${className ?? ''}`}>{RIBBON_LABELS[ribbon]}</span>;
}
