import type { Country } from '@shop/domain';
import { useShellData } from '../../lib/shell.ts';
import styles from './Price.module.css';

/** New Zealand prices are shown with GST included, and say so (the AU shop's prices need no note). */
export const GST_NOTE = 'incl. GST';

export function gstNote(country: Country): string | null {
  return country === 'NZ' ? GST_NOTE : null;
}

/** The note under a price or a total on the NZ site; nothing elsewhere. */
export function GstNote({ country }: { country?: Country }) {
  const shell = useShellData();
  const note = gstNote(country ?? shell.country);
  return note ? <p className={styles.taxNote}>{note}</p> : null;
}
