import { useEffect } from 'react';
import { Form, useLocation } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { StaffReminder } from '@shop/contracts';
import type { Route } from './+types/staff-reminders-list';
import { postToParent } from '../components/staff/panel-messages.ts';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { staffPageData } from '../components/staff/staff-page.server.ts';
import { staffLink } from '../components/staff/staff-links.ts';
import styles from '../components/staff/StaffPage.module.css';
import { STAFF_PAGES_COPY } from '../copy/pages/staff.ts';
import { fillCopy } from '../copy/fill.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';

/** 000 §7 'reminders/list': the open reminders, soonest first, and the ones done recently. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  return staffPageData(request, api, async () => {
    const [open, completed] = await Promise.all([
      api.staffReminders('open'),
      api.staffReminders('completed'),
    ]);
    return { open, completed: completed.reminders.slice(0, 10) };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  return staffPageData(request, api, async () => {
    const completed = await api.staffCompleteReminder(String(form.get('id') ?? ''));
    return { completed: completed.id };
  });
}

export default function StaffReminderList({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  const location = useLocation();
  const completedId = actionData?.allowed ? actionData.completed : null;
  useEffect(() => {
    if (completedId) postToParent({ type: 'staff:reminders-changed' });
  }, [completedId]);
  if (!loaderData.allowed) return <StaffOnly />;
  const params = new URLSearchParams(location.search);
  const line = (reminder: StaffReminder) => (
    <span className={styles.itemText}>
      <strong>{reminder.name}</strong> <span className={styles.muted}>{reminder.date}</span>
      {reminder.notes ? <span className={styles.muted}> — {reminder.notes}</span> : null}
      {reminder.projectName ? (
        <span className={styles.muted}>
          {' '}
          ({fillCopy(copy.fromProject, { project: reminder.projectName })})
        </span>
      ) : null}
    </span>
  );
  return (
    <StaffPage title={copy.listTitle}>
      <h2>{copy.openHeading}</h2>
      {loaderData.open.reminders.length === 0 ? <p>{copy.none}</p> : null}
      <ul className={styles.list}>
        {loaderData.open.reminders.map((reminder) => (
          <li key={reminder.id} className={styles.item}>
            {line(reminder)}
            <Link
              to={staffLink('reminders/create', params, { id: reminder.id })}
              aria-label={fillCopy(copy.editLabel, { name: reminder.name })}
            >
              {copy.edit}
            </Link>
            <Form method="post">
              <input type="hidden" name="id" value={reminder.id} />
              <button
                type="submit"
                className={styles.secondary}
                aria-label={fillCopy(copy.completeLabel, { name: reminder.name })}
              >
                {copy.complete}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <h2>{copy.completedHeading}</h2>
      {loaderData.completed.length === 0 ? <p>{copy.none}</p> : null}
      <ul className={styles.list}>
        {loaderData.completed.map((reminder) => (
          <li key={reminder.id} className={styles.item}>
            {line(reminder)}
            <span>{copy.completed}</span>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
