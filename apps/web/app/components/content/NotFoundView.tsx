import { Link } from 'react-router';
import { SHARED_HTTP_ERROR_MESSAGES } from '@shop/domain';
import styles from './Content.module.css';

/** Page-not-found (000 §2 /404); the message is the spec's 404 text (000 §8). */
export function NotFoundView() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>{SHARED_HTTP_ERROR_MESSAGES[404]}</p>
      <ul className={styles.notFoundLinks}>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/products">Browse all products</Link>
        </li>
        <li>
          <Link to="/sitemap">See the site map</Link>
        </li>
      </ul>
    </section>
  );
}
