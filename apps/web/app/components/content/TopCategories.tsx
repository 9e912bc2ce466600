import { Link } from '../../lib/link.tsx';
import { categoryPath } from '../../lib/category-path.ts';
import styles from './Home.module.css';

import { TOP_CATEGORIES_COPY } from '../../copy/pages/home.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export interface TopCategory {
  title: string;
  uri: string;
  productCount: number;
}

export function TopCategories({ categories, headingId }: { categories: TopCategory[]; headingId: string }) {
  const copy = usePageCopy('topCategories', TOP_CATEGORIES_COPY);
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.uri}>
            <Link to={categoryPath(category.uri)} className={styles.category}>
              <span className={styles.categoryTitle}>{category.title}</span>
              <span className={styles.muted}>
                {category.productCount} {category.productCount === 1 ? copy.product : copy.products}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
