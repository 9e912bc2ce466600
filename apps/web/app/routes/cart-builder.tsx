import { Form } from 'react-router';
import type { Route } from './+types/cart-builder';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { AddToCartForm, BuildResult, PreviewTable } from '../components/staff/CartBuilderParts.tsx';
import { Messages } from '../components/staff/ProjectParts.tsx';
import { StaffScreenRefused } from '../components/staff/StaffScreen.tsx';
import { runCartBuilderAction } from '../components/staff/cart-builder-action.server.ts';
import { staffScreenData } from '../components/staff/staff-gate.server.ts';
import styles from '../components/staff/Projects.module.css';
import { STAFF_PROJECTS_COPY } from '../copy/pages/staff-projects.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { isNotFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('cartBuilder');
export const headers = noStoreHeaders;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /cart-builder (page type cartBuilder, docs/decisions/0032): the staff screen that puts one of their projects, or a
 * pasted list of skus and quantities, into their cart, after a preview with today's prices and stock.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const projectId = new URL(request.url).searchParams.get('projectId') ?? '';
  const title = copyFor(site.theme).staffProjects.builderTitle;
  return staffScreenData(request, site, api, async () => {
    const [list, project] = await Promise.all([
      api.staffProjects(),
      UUID.test(projectId)
        ? api.staffProject(projectId).catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          })
        : Promise.resolve(null),
    ]);
    return {
      seo: buildSeo(site, { title, pageType: handle.pageType, path: '/cart-builder', noIndex: true }),
      projects: list.projects.map((p) => ({ id: p.id, name: p.name, customerName: p.customerName })),
      project,
      missingProject: projectId !== '' && !project,
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { site, api } = requestServices(context);
  const form = await request.formData();
  const copy = copyFor(site.theme).staffProjects;
  return staffScreenData(request, site, api, () => runCartBuilderAction(api, form, copy));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.allowed ? loaderData.seo : undefined);
}

export default function CartBuilderPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  if (!loaderData.allowed) return <StaffScreenRefused />;
  const answer = actionData?.allowed ? actionData : null;
  const { projects, project, missingProject } = loaderData;
  const fromList = answer?.source === 'list';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{copy.builderTitle}</h1>
      <p>{copy.builderIntro}</p>
      {answer?.result ? <BuildResult result={answer.result} /> : null}
      <div className={styles.columns}>
        <section aria-labelledby="builder-project-heading" className={styles.main}>
          <h2 id="builder-project-heading" className={styles.heading}>
            {copy.fromProject}
          </h2>
          <Form method="get" className={styles.inline}>
            <div className={styles.field}>
              <label htmlFor="builder-project">{copy.chooseProject}</label>
              <select
                id="builder-project"
                name="projectId"
                defaultValue={project?.id ?? ''}
                key={project?.id}
              >
                <option value="">{copy.chooseNone}</option>
                {projects.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.customerName ? `${p.name} (${p.customerName})` : p.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={styles.secondary}>
              {copy.showProject}
            </button>
          </Form>
          {missingProject ? <Messages errors={[copy.notFound]} /> : null}
          {project ? (
            <>
              <h3 id="builder-project-lines">{project.name}</h3>
              {answer?.source === 'project' ? <Messages errors={answer.errors} /> : null}
              {project.lines.length === 0 ? (
                <p>{copy.noLines}</p>
              ) : (
                <>
                  <PreviewTable
                    lines={project.lines}
                    total={project.total}
                    labelledBy="builder-project-lines"
                  />
                  <AddToCartForm
                    id="builder-project-mode"
                    fields={{ source: 'project', projectId: project.id }}
                  />
                </>
              )}
            </>
          ) : null}
        </section>
        <section aria-labelledby="builder-list-heading" className={styles.side}>
          <h2 id="builder-list-heading" className={styles.heading}>
            {copy.fromList}
          </h2>
          {answer && fromList ? <Messages errors={answer.errors} /> : null}
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="preview" />
            <div className={styles.field}>
              <label htmlFor="builder-lines">{copy.pasteLabel}</label>
              <textarea
                id="builder-lines"
                name="lines"
                rows={6}
                required
                defaultValue={answer?.text ?? ''}
                aria-describedby="builder-lines-hint"
                spellCheck={false}
              />
              <span id="builder-lines-hint" className={styles.muted}>
                {copy.pasteHint}
              </span>
            </div>
            <button type="submit" className={styles.secondary}>
              {copy.preview}
            </button>
          </Form>
          {answer && fromList && answer.preview && answer.preview.lines.length > 0 ? (
            <>
              <h3 id="builder-list-preview">{copy.previewHeading}</h3>
              <PreviewTable
                lines={answer.preview.lines}
                total={answer.preview.total}
                labelledBy="builder-list-preview"
              />
              {answer.errors.length === 0 && !answer.result ? (
                <AddToCartForm id="builder-list-mode" fields={{ source: 'list', lines: answer.text }} />
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
