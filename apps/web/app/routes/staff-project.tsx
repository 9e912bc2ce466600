import { data, redirect, useLocation } from 'react-router';
import type { Route } from './+types/staff-project';
import { postToParent } from '../components/staff/panel-messages.ts';
import { runProjectAction } from '../components/staff/project-actions.server.ts';
import { ProjectDetail, type ProjectNotice } from '../components/staff/ProjectDetail.tsx';
import { ProjectList } from '../components/staff/ProjectList.tsx';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { staffPageData } from '../components/staff/staff-page.server.ts';
import { CARRIED_PARAMS, staffLink } from '../components/staff/staff-links.ts';
import { STAFF_PROJECTS_COPY } from '../copy/pages/staff-projects.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { isNotFound } from '../lib/page.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 000 §7 'project?salespersoncode': the side panel's project page, full width (000 §4): the staff member's projects,
 * or one with projectId, to edit as on /project.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  const url = new URL(request.url);
  const projectId = url.searchParams.get('projectId');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return staffPageData(request, api, async () => {
    if (projectId !== null) {
      const project = UUID.test(projectId)
        ? await api.staffProject(projectId).catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          })
        : null;
      if (!project) throw data({ allowed: true as const, project: null, list: null, q }, { status: 404 });
      return { project, list: null, q };
    }
    return { project: null, list: await api.staffProjects(q), q };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  return staffPageData(request, api, async () => {
    const result = await runProjectAction(api, form);
    const url = new URL(request.url);
    const params = new URLSearchParams(url.search);
    if (result.createdId) throw redirect(staffLink('project', params, { projectId: result.createdId }));
    if (result.deleted) throw redirect(staffLink('project', params));
    return result;
  });
}

const NOTICES: Partial<Record<string, ProjectNotice>> = {
  update: 'saved',
  'add-line': 'added',
  'set-qty': 'updated',
  'remove-line': 'removed',
};

export default function StaffProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const location = useLocation();
  if (!loaderData.allowed) return <StaffOnly />;
  const params = new URLSearchParams(location.search);
  const result = actionData?.allowed ? actionData : null;
  const errors = result?.errors ?? [];
  const { project, list, q } = loaderData;
  if (project) {
    const builder = `/cart-builder?projectId=${project.id}`;
    return (
      <StaffPage title={project.name}>
        <ProjectDetail
          project={project}
          errors={errors}
          notice={result && errors.length === 0 ? (NOTICES[result.intent ?? ''] ?? null) : null}
          noticeSku={result?.sku ?? null}
          links={{
            list: staffLink('project', params),
            buildCart: builder,
            reminder: staffLink('reminders/create', params, { projectId: project.id }),
            onBuildCart: params.has('parent_base_url')
              ? () => postToParent({ type: 'staff:navigate', path: builder })
              : undefined,
          }}
        />
      </StaffPage>
    );
  }
  if (!list) {
    return (
      <StaffPage title={copy.listTitle}>
        <p role="alert">{copy.notFound}</p>
      </StaffPage>
    );
  }
  const hidden = Object.fromEntries(
    CARRIED_PARAMS.flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  return (
    <StaffPage title={copy.listTitle}>
      <ProjectList
        list={list}
        q={q}
        hidden={hidden}
        errors={errors}
        hrefOf={(id) => staffLink('project', params, { projectId: id })}
      />
    </StaffPage>
  );
}
