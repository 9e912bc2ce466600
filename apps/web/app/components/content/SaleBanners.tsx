import { Link } from '../../lib/link.tsx';
import { SALE_DEFAULTS } from '@shop/domain';
import type { SaleImage } from '../../lib/sale.server.ts';
import styles from './Home.module.css';

import { HOME_COPY } from '../../copy/pages/home.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export interface HomeBannersData {
  saleUrl: string;
  saleColour: string;
  banner: SaleImage | null;
  tallBanner: SaleImage | null;
  offersTile: SaleImage | null;
}

/** The sale's home placements: the wide banner, the tall banner and the 'Hot Offers' tile (000 §3). */
export function HomeBanners({ banners }: { banners: HomeBannersData }) {
  const copy = usePageCopy('home', HOME_COPY);
  const { banner, tallBanner, offersTile } = banners;
  return (
    <section className={styles.banners} aria-label={copy.offers}>
      {banner ? (
        <Link to={banner.href ?? banners.saleUrl} className={styles.banner}>
          {/* The sale's images open the home page: the browser fetches them first (the tall one is a phone's LCP). */}
          <img src={banner.src} alt={banner.alt} width={1200} height={300} fetchPriority="high" />
        </Link>
      ) : null}
      <div className={styles.bannerRow}>
        {tallBanner ? (
          <Link to={tallBanner.href ?? SALE_DEFAULTS.tallBannerLink} className={styles.tallBanner}>
            <img src={tallBanner.src} alt={tallBanner.alt} width={400} height={800} fetchPriority="high" />
          </Link>
        ) : null}
        <Link
          to={offersTile?.href ?? banners.saleUrl}
          className={styles.offersTile}
          style={{ borderColor: banners.saleColour }}
        >
          {offersTile ? <img src={offersTile.src} alt="" width={600} height={400} /> : null}
          <span className={styles.offersTitle}>{SALE_DEFAULTS.offersTileTitle}</span>
          <span>{SALE_DEFAULTS.offersTileSubtext}</span>
        </Link>
      </div>
    </section>
  );
}
