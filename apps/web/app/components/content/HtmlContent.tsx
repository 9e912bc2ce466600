import styles from './Content.module.css';

/** Content HTML from the API; the server sanitises it before storing or serving it (ARCHITECTURE.md). */
export function HtmlContent({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
