import { Link } from '../../lib/link.tsx';
import { searchResultsPath } from '@shop/domain';
import { CategoryLinks } from '../content/CategoryLinks.tsx';
import styles from './Results.module.css';

export interface PopularCategory {
  title: string;
  uri: string;
}

/** No products: the API's corrected term as 'Did you mean …?' and popular categories to carry on from. */
export function ZeroResults({
  term,
  correctedTerm,
  categories,
}: {
  term: string;
  correctedTerm: string | null;
  categories: PopularCategory[];
}) {
  return (
    <section className={styles.zero} aria-labelledby="zero-heading">
      <h2 id="zero-heading" className={styles.zeroHeading}>
        {term ? (
          <>Sorry, we couldn&rsquo;t find any products for &ldquo;{term}&rdquo;</>
        ) : (
          'Please enter a search term'
        )}
      </h2>
      {correctedTerm && correctedTerm !== term ? (
        <p className={styles.didYouMean}>
          Did you mean <Link to={searchResultsPath(correctedTerm)}>{correctedTerm}</Link>?
        </p>
      ) : null}
      <p>Check the spelling, try fewer or more general words, or browse a popular category.</p>
      {categories.length > 0 ? (
        <nav aria-label="Popular categories">
          <h3 className={styles.popularHeading}>Popular categories</h3>
          <CategoryLinks categories={categories} className={styles.popular} />
        </nav>
      ) : null}
    </section>
  );
}
