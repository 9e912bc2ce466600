import { useEffect } from 'react';
import { data, Form, useLocation, useNavigation } from 'react-router';
import { Link } from '../lib/link.tsx';
import { ApiError } from '@shop/contracts/web';
import type { Route } from './+types/staff-reminders-create';
import { postToParent } from '../components/staff/panel-messages.ts';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { staffPageData } from '../components/staff/staff-page.server.ts';
import { staffLink } from '../components/staff/staff-links.ts';
import styles from '../components/staff/StaffPage.module.css';
import { STAFF_PAGES_COPY } from '../copy/pages/staff.ts';
import { fillCopy } from '../copy/fill.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 000 §7 'reminders/create (with id or projectId)': a new reminder, one from a project, or an existing one to edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const projectId = url.searchParams.get('projectId')?.slice(0, 64) || null;
  return staffPageData(request, api, async () => {
    if (!id || !UUID.test(id)) {
      // A new reminder from a project names it; a project that is not the staff member's is not found.
      const project =
        projectId && UUID.test(projectId)
          ? await api.staffProject(projectId).catch((error: unknown) => {
              if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
              throw error;
            })
          : null;
      if (projectId && !project) throw data(null, { status: 404 });
      return { reminder: null, projectId, projectName: project?.name ?? null };
    }
    const reminder = await api.staffReminder(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
    return { reminder, projectId: reminder.projectId, projectName: reminder.projectName };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const id = text('id');
  const fields = { name: text('name'), notes: text('notes'), date: text('date') };
  const projectId = text('projectId');
  return staffPageData(request, api, async () => {
    try {
      const saved =
        id && UUID.test(id)
          ? await api.staffEditReminder(id, fields)
          : await api.staffCreateReminder({ ...fields, ...(projectId ? { projectId } : {}) });
      return { saved, errors: [] as string[] };
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        return { saved: null, errors: error.body?.errors ?? [error.message] };
      throw error;
    }
  });
}

export default function StaffReminderCreate({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  const navigation = useNavigation();
  const location = useLocation();
  const saved = actionData?.allowed ? actionData.saved : null;
  useEffect(() => {
    if (saved) postToParent({ type: 'staff:reminders-changed' });
  }, [saved]);
  if (!loaderData.allowed) return <StaffOnly />;
  const reminder = saved ?? loaderData.reminder;
  const errors = actionData?.allowed ? actionData.errors : [];
  const params = new URLSearchParams(location.search);
  return (
    <StaffPage title={reminder ? copy.editTitle : copy.createTitle}>
      {saved ? (
        <p className={styles.status} role="status">
          {copy.saved} <Link to={staffLink('reminders/list', params)}>{copy.reminders}</Link>
        </p>
      ) : null}
      {errors.length ? (
        <ul className={styles.error} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {loaderData.projectName ? (
        <p>{fillCopy(copy.fromProject, { project: loaderData.projectName })}</p>
      ) : null}
      <Form method="post" className={styles.form} key={reminder?.id ?? 'new'}>
        {reminder ? <input type="hidden" name="id" value={reminder.id} /> : null}
        {!reminder && loaderData.projectId ? (
          <input type="hidden" name="projectId" value={loaderData.projectId} />
        ) : null}
        <div className={styles.field}>
          <label htmlFor="reminder-name">{copy.name}</label>
          <input
            id="reminder-name"
            name="name"
            required
            maxLength={120}
            defaultValue={reminder?.name ?? ''}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="reminder-date">{copy.date}</label>
          <input id="reminder-date" name="date" type="date" required defaultValue={reminder?.date ?? ''} />
        </div>
        <div className={styles.field}>
          <label htmlFor="reminder-notes">{copy.notes}</label>
          <textarea
            id="reminder-notes"
            name="notes"
            rows={4}
            maxLength={2000}
            defaultValue={reminder?.notes ?? ''}
          />
        </div>
        <button type="submit" className={styles.button} disabled={navigation.state === 'submitting'}>
          {copy.save}
        </button>
      </Form>
    </StaffPage>
  );
}
