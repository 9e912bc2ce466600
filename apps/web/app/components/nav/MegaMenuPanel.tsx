import { useRef, type KeyboardEvent } from 'react';
import { Link } from '../../lib/link.tsx';
import type { NavCategory } from '@shop/contracts';
import styles from './MegaMenu.module.css';
import { fillCopy } from '../../copy/fill.ts';
import { useCopy } from '../../copy/use-copy.ts';

interface MegaMenuPanelProps {
  category: NavCategory;
  selected: number | null;
  onSelect: (sub: number) => void;
  onNavigate: () => void;
}

/** Sub-categories on the left; the selected one's children and brands on the right (ArrowRight/Left between). */
export function MegaMenuPanel({ category, selected, onSelect, onNavigate }: MegaMenuPanelProps) {
  const copy = useCopy().nav;
  const detail = useRef<HTMLDivElement>(null);
  const subList = useRef<HTMLUListElement>(null);
  const current = selected === null ? undefined : category.subCategories[selected];
  const brands = current && current.brands.length > 0 ? current.brands : category.brands;

  const intoDetail = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight') return;
    const first = detail.current?.querySelector<HTMLElement>('a');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };
  const backToList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' || selected === null) return;
    event.preventDefault();
    subList.current?.querySelectorAll<HTMLElement>('a')[selected]?.focus();
  };

  return (
    <div className={styles.panelInner}>
      <ul className={styles.subList} ref={subList}>
        {category.subCategories.map((sub, index) => (
          <li key={sub.uri}>
            <Link
              to={sub.uri}
              className={`${styles.subLink} ${index === selected ? styles.subLinkSelected : ''}`}
              onMouseEnter={() => onSelect(index)}
              onFocus={() => onSelect(index)}
              onKeyDown={intoDetail}
              onClick={onNavigate}
            >
              {sub.title}
              {sub.subCategories.length > 0 ? <span aria-hidden="true">›</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.detail} ref={detail} onKeyDown={backToList}>
        {current ? (
          <>
            <Link to={current.uri} className={styles.detailHeading} onClick={onNavigate}>
              {fillCopy(copy.shopAll, { category: current.title })}
            </Link>
            {current.subCategories.length > 0 ? (
              <ul className={styles.detailList}>
                {current.subCategories.map((leaf) => (
                  <li key={leaf.uri}>
                    <Link to={leaf.uri} className={styles.detailLink} onClick={onNavigate}>
                      {leaf.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {brands.length > 0 ? (
          <div className={styles.brands}>
            <p className={styles.brandsHeading}>{copy.topBrands}</p>
            <ul className={styles.brandList}>
              {brands.slice(0, 12).map((brand) => (
                <li key={brand.uri}>
                  <Link to={brand.uri} className={styles.detailLink} onClick={onNavigate}>
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
