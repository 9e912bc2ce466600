import { redirect } from 'react-router';
import type { Route } from './+types/project';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { runProjectAction } from '../components/staff/project-actions.server.ts';
import { ProjectDetail, type ProjectNotice } from '../components/staff/ProjectDetail.tsx';
import { ProjectList } from '../components/staff/ProjectList.tsx';
import { StaffScreenRefused } from '../components/staff/StaffScreen.tsx';
import { staffScreenData } from '../components/staff/staff-gate.server.ts';
import styles from '../components/staff/Projects.module.css';
import { STAFF_PROJECTS_COPY } from '../copy/pages/staff-projects.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { notFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { isNotFound } from '../lib/page.server.ts';

export const handle = pageHandle('project');
export const headers = noStoreHeaders;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /project: the staff member's projects; /project?id=…: one of them (000 §2 'Staff pages'; docs/decisions/0032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const title = copyFor(site.theme).staffProjects.listTitle;
  const seo = buildSeo(site, { title, pageType: handle.pageType, path: '/project', noIndex: true });
  return staffScreenData(request, site, api, async (me) => {
    if (id !== null) {
      if (!UUID.test(id)) notFound();
      const project = await api.staffProject(id).catch((error: unknown) => {
        if (isNotFound(error)) notFound();
        throw error;
      });
      return { seo: { ...seo, title: `${project.name} | ${seo.title}` }, me, project, list: null, q };
    }
    return { seo, me, project: null, list: await api.staffProjects(q), q };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { site, api } = requestServices(context);
  const form = await request.formData();
  return staffScreenData(request, site, api, async () => {
    const result = await runProjectAction(api, form);
    if (result.createdId) throw redirect(`/project?id=${result.createdId}`);
    if (result.deleted) throw redirect('/project');
    return result;
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.allowed ? loaderData.seo : undefined);
}

const NOTICES: Partial<Record<string, ProjectNotice>> = {
  update: 'saved',
  'add-line': 'added',
  'set-qty': 'updated',
  'remove-line': 'removed',
};

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  if (!loaderData.allowed) return <StaffScreenRefused />;
  const result = actionData?.allowed ? actionData : null;
  const errors = result?.errors ?? [];
  const { project, list, q, me } = loaderData;
  if (project) {
    const reminder = new URLSearchParams({
      projectId: project.id,
      salespersoncode: me.salespersonCode ?? '',
    });
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{project.name}</h1>
        <ProjectDetail
          project={project}
          errors={errors}
          notice={result && errors.length === 0 ? (NOTICES[result.intent ?? ''] ?? null) : null}
          noticeSku={result?.sku ?? null}
          links={{
            list: '/project',
            buildCart: `/cart-builder?projectId=${project.id}`,
            reminder: `/staff/reminders/create?${reminder.toString()}`,
            reminderInPanel: true,
          }}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{copy.listTitle}</h1>
      <ProjectList
        list={list ?? { totalCount: 0, projects: [] }}
        q={q}
        hidden={{}}
        errors={errors}
        hrefOf={(id) => `/project?id=${id}`}
      />
    </div>
  );
}
