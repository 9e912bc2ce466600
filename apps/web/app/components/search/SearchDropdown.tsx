import { RibbonBadge } from '../product/RibbonBadge.tsx';
import { highlightWords } from './highlight.tsx';
import type { SuggestedProduct } from './types.ts';
import styles from './Search.module.css';
import { Icon } from '../icon/Icon.tsx';
import { useCopy } from '../../copy/use-copy.ts';

/**
 * The popup under the search input: heading 'Products', then a listbox of product thumbnails (ribbon, highlighted
 * title) and 'View all products'. Options are not focusable (focus stays in the input, aria-activedescendant points
 * at the active one); a mouse press on an option must not blur the input.
 */
export function SearchDropdown({
  listboxId,
  open,
  products,
  keyword,
  active,
  thumbnailPx,
  viewAllHref,
  showChevron,
  onPick,
}: {
  listboxId: string;
  open: boolean;
  products: SuggestedProduct[];
  keyword: string;
  active: number;
  thumbnailPx: number;
  viewAllHref: string;
  showChevron: boolean;
  onPick: (url: string) => void;
}) {
  const copy = useCopy();
  const headingId = `${listboxId}-heading`;
  const optionProps = (index: number, url: string) => ({
    id: `${listboxId}-${index}`,
    role: 'option' as const,
    'aria-selected': active === index,
    onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
    onClick: () => onPick(url),
  });
  return (
    <div className={styles.dropdown} hidden={!open}>
      <p id={headingId} className={styles.heading}>
        {copy.search.heading}
      </p>
      {products.length === 0 ? <p className={styles.empty}>{copy.search.empty}</p> : null}
      <div
        id={listboxId}
        role="listbox"
        aria-labelledby={headingId}
        className={styles.listbox}
        style={{ ['--thumb' as string]: `${thumbnailPx}px` }}
      >
        {products.map((product, i) => (
          <div
            key={`${product.url}-${i}`}
            {...optionProps(i, product.url)}
            className={`${styles.product} ${active === i ? styles.active : ''}`}
          >
            <span className={styles.thumb}>
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" width={thumbnailPx} height={thumbnailPx} loading="lazy" />
              ) : null}
            </span>
            <span className={styles.productText}>
              {product.ribbon ? <RibbonBadge ribbon={product.ribbon} className={styles.ribbon} /> : null}
              <span className={styles.productTitle}>{highlightWords(product.title, keyword)}</span>
              {product.price ? <span className={styles.price}>{product.price}</span> : null}
            </span>
          </div>
        ))}
        <div
          {...optionProps(products.length, viewAllHref)}
          className={`${styles.viewAll} ${active === products.length ? styles.active : ''}`}
        >
          {copy.search.viewAll}
          {showChevron ? <Icon name="chevronRight" size={16} data-chevron="" /> : null}
        </div>
      </div>
    </div>
  );
}
