import type { BnplLine } from './priceBlockData.ts';
import styles from './Price.module.css';

/** The pay-later lines: the provider's name, then its copy, linking to its information page when there is one. */
export function BnplList({ lines }: { lines: readonly BnplLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.bnpl} aria-label="Buy now, pay later">
      {lines.map((line) => (
        <li key={line.provider}>
          <span className={styles.provider}>{line.provider}</span>{' '}
          {line.href ? <a href={line.href}>{line.text}</a> : line.text}
        </li>
      ))}
    </ul>
  );
}
