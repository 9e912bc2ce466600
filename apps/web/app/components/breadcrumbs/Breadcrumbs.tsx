import { Link } from '../../lib/link.tsx';
import { useNonce } from '../../lib/nonce.ts';
import { breadcrumbJsonLd, breadcrumbPath, type BreadcrumbItem } from './breadcrumbData.ts';
import styles from './Breadcrumbs.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export type { BreadcrumbItem } from './breadcrumbData.ts';

export interface BreadcrumbsProps {
  /** null hides the breadcrumbs (000 §2); the last item with an empty uri is the current page. */
  trail: BreadcrumbItem[] | null;
  /** Absolute origin for the structured data, e.g. 'https://www.example.com.au'. */
  origin: string;
}

export function Breadcrumbs({ trail, origin }: BreadcrumbsProps) {
  const nonce = useNonce();
  const copy = useCopy().breadcrumbs;
  if (trail === null) return null;
  const items: BreadcrumbItem[] = [{ title: copy.home, uri: '/' }, ...trail];
  const json = breadcrumbJsonLd(items, origin);
  return (
    <nav aria-label={copy.label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.title}`} className={styles.item}>
              {item.uri !== '' ? (
                <Link to={breadcrumbPath(item)} aria-current={isLast ? 'page' : undefined}>
                  {item.title}
                </Link>
              ) : (
                <span aria-current="page">{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        // The JSON is escaped for a script element by breadcrumbJsonLd.
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </nav>
  );
}
