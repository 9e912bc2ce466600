import { Link } from '../../lib/link.tsx';
import type { HeaderSaleBanner } from '../../lib/shell.ts';
import styles from './SalesBanner.module.css';
import { useCopy } from '../../copy/use-copy.ts';

/** The site-wide header banner of a running sale (000 §2, §3 placements siteWideHeaderBanner1 and 2). */
export function SalesBanner({ banner }: { banner: HeaderSaleBanner | null }) {
  const copy = useCopy().banners;
  if (!banner) return null;
  const internal = banner.url.startsWith('/');
  const picture = (
    <picture>
      <source
        media="(min-width: 768px)"
        srcSet={banner.wide.src}
        width={banner.wide.width}
        height={banner.wide.height}
      />
      <img
        className={styles.image}
        src={banner.narrow.src}
        alt={banner.narrow.alt}
        width={banner.narrow.width}
        height={banner.narrow.height}
      />
    </picture>
  );
  return (
    <aside
      className={styles.banner}
      aria-label={banner.name || copy.sale}
      style={{ backgroundColor: banner.colour }}
    >
      {internal ? (
        <Link to={banner.url} className={styles.link}>
          {picture}
        </Link>
      ) : (
        <a href={banner.url} className={styles.link}>
          {picture}
        </a>
      )}
    </aside>
  );
}
