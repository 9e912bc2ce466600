import styles from './SiteFooter.module.css';

/** Placeholder until the footer content (loaded lazily per spec 000 §2) is built. */
export function SiteFooter({ companyName }: { companyName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>{companyName}</p>
      </div>
    </footer>
  );
}
