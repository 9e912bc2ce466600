import { lazy, Suspense } from 'react';
import type { ThemeId } from '@shop/domain';
import styles from './SiteFooter.module.css';

// 000 §2: the footer is loaded lazily with a shimmer placeholder; its code is a separate chunk.
const FooterContent = lazy(() => import('./FooterContent.tsx'));

export interface SiteFooterProps {
  theme: ThemeId;
  companyName: string;
  customerSupportNumber: string;
}

export function FooterShimmer() {
  return (
    <div className={styles.shimmer} aria-hidden="true" data-testid="footer-shimmer">
      {[0, 1, 2].map((column) => (
        <div key={column} className={styles.shimmerColumn}>
          <span className={styles.shimmerLine} />
          <span className={styles.shimmerLine} />
          <span className={styles.shimmerLine} />
        </div>
      ))}
    </div>
  );
}

export function SiteFooter(props: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Suspense fallback={<FooterShimmer />}>
        <FooterContent {...props} />
      </Suspense>
    </footer>
  );
}
