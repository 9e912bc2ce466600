import { Link } from 'react-router';
import styles from './SiteHeader.module.css';

export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={`${companyName} home`}>
          {companyName}
        </Link>
      </div>
    </header>
  );
}
