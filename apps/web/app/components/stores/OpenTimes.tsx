import type { OpenTime } from '@shop/contracts';
import { toTwelveHourTime } from '@shop/domain';
import styles from './Stores.module.css';
import shared from '../../styles/shared.module.css';

export function openTimeText(entry: OpenTime): string {
  if (!entry.isOpen || !entry.openTime || !entry.closeTime) return 'Closed';
  return `${toTwelveHourTime(entry.openTime)} – ${toTwelveHourTime(entry.closeTime)}`;
}

/** The seven days, Monday first as the API gives them (000 §3); today is marked when known. */
export function OpenTimes({ openTimes, today }: { openTimes: readonly OpenTime[]; today: number | null }) {
  return (
    <table className={styles.hours}>
      <caption className={styles.caption}>Opening hours</caption>
      <tbody>
        {openTimes.map((entry, i) => (
          <tr
            key={entry.day}
            className={i === today ? styles.today : undefined}
            aria-current={i === today ? 'date' : undefined}
          >
            <th scope="row">
              {entry.day}
              {i === today ? <span className={shared.visuallyHidden}> (today)</span> : null}
            </th>
            <td>{openTimeText(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
