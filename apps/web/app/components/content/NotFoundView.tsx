import { Link } from '../../lib/link.tsx';
import { NOT_FOUND_COPY } from '../../copy/pages/not-found.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import styles from './Content.module.css';

/** Page-not-found (000 §2 /404); the message is the spec's 404 text (000 §8). */
export function NotFoundView() {
  const copy = usePageCopy('notFound', NOT_FOUND_COPY);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{copy.title}</h1>
      <p>{copy.message}</p>
      <ul className={styles.notFoundLinks}>
        <li>
          <Link to="/">{copy.home}</Link>
        </li>
        <li>
          <Link to="/products">{copy.products}</Link>
        </li>
        <li>
          <Link to="/sitemap">{copy.sitemap}</Link>
        </li>
      </ul>
    </section>
  );
}
