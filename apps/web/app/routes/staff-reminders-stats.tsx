import type { Route } from './+types/staff-reminders-stats';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { staffPageData } from '../components/staff/staff-page.server.ts';
import styles from '../components/staff/StaffPage.module.css';
import { STAFF_PAGES_COPY } from '../copy/pages/staff.ts';
import { fillCopy } from '../copy/fill.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';

/** 000 §7 'reminders/stats': the staff member's reminders by week, the last eight weeks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  return staffPageData(request, api, async () => ({ stats: await api.staffReminderStats(8) }));
}

export default function StaffReminderStats({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  if (!loaderData.allowed) return <StaffOnly />;
  const { stats } = loaderData;
  return (
    <StaffPage title={copy.statsTitle}>
      <p>{fillCopy(copy.openCount, { count: stats.open })}</p>
      <table className={styles.table}>
        <caption>{copy.statsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.weekOf}</th>
            <th scope="col" className={styles.number}>
              {copy.created}
            </th>
            <th scope="col" className={styles.number}>
              {copy.done}
            </th>
            <th scope="col" className={styles.number}>
              {copy.due}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{week.weekStart}</th>
              <td className={styles.number}>{week.created}</td>
              <td className={styles.number}>{week.completed}</td>
              <td className={styles.number}>{week.due}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffPage>
  );
}
