import { useEffect, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { expiryAt, isExpired, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import type { SaleImage } from '../../lib/sale.server.ts';
import { readExpiry, writeItem } from '../../lib/storage.ts';
import styles from './SaleFooterBanner.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

/**
 * The spec names no key for the footer dismissal, so this one is ours (ADR 0011); the minutes are the domain's.
 * It should move to STORAGE_KEYS in @shop/domain.
 */
export const SALE_FOOTER_DISMISSED_KEY = STORAGE_KEYS.saleFooterDismissedExpiry;

/**
 * The sale's footer banner (000 §3 footerBanner, §4): dismissed by default, so the server renders nothing; after
 * hydration it shows unless dismissed in the last 1440 minutes. Closing stores the expiry.
 */
export function SaleFooterBanner({ banner, saleUrl }: { banner: SaleImage | null; saleUrl: string }) {
  const copy = useCopy().banners;
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    if (banner) setDismissed(!isExpired(readExpiry(SALE_FOOTER_DISMISSED_KEY), Date.now()));
  }, [banner]);
  if (!banner || dismissed) return null;
  const close = () => {
    writeItem(
      SALE_FOOTER_DISMISSED_KEY,
      String(expiryAt(Date.now(), STORAGE_EXPIRY_MINUTES.saleFooterDismissal)),
    );
    setDismissed(true);
  };
  return (
    <aside className={styles.banner} aria-label={copy.sale}>
      <Link to={banner.href ?? saleUrl} className={styles.link}>
        <img src={banner.src} alt={banner.alt} width={1200} height={80} />
      </Link>
      <button type="button" className={styles.close} aria-label={copy.closeSale} onClick={close}>
        <Icon name="dismiss" />
      </button>
    </aside>
  );
}
