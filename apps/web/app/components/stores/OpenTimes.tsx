import type { OpenTime } from '@shop/contracts';
import { toTwelveHourTime } from '@shop/domain';
import styles from './Stores.module.css';
import shared from '../../styles/shared.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export function openTimeText(entry: OpenTime, closed: string): string {
  if (!entry.isOpen || !entry.openTime || !entry.closeTime) return closed;
  return `${toTwelveHourTime(entry.openTime)} – ${toTwelveHourTime(entry.closeTime)}`;
}

/** The seven days, Monday first as the API gives them (000 §3); today is marked when known. */
export function OpenTimes({ openTimes, today }: { openTimes: readonly OpenTime[]; today: number | null }) {
  const copy = useCopy().stores;
  return (
    <table className={styles.hours}>
      <caption className={styles.caption}>{copy.openingHours}</caption>
      <tbody>
        {openTimes.map((entry, i) => (
          <tr
            key={entry.day}
            className={i === today ? styles.today : undefined}
            aria-current={i === today ? 'date' : undefined}
          >
            <th scope="row">
              {entry.day}
              {i === today ? <span className={shared.visuallyHidden}> {copy.today}</span> : null}
            </th>
            <td>{openTimeText(entry, copy.closed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
