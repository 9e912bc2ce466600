import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { StaffProjectList } from '@shop/contracts';
import { fillCopy } from '../../copy/fill.ts';
import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { Messages, ProjectDetailsFields } from './ProjectParts.tsx';
import styles from './Projects.module.css';

/** A date of the API (ISO) as the shop's day, e.g. 25/11/2026. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}

/**
 * The staff member's projects, newest first, with a search and the form of a new project. `hrefOf` gives a project's
 * address on the page showing the list (the shop's /project or the side panel's /staff/project).
 */
export function ProjectList({
  list,
  q,
  hrefOf,
  hidden,
  errors,
}: {
  list: StaffProjectList;
  q: string;
  hrefOf: (id: string) => string;
  /** Fields the search form carries along (the side panel's parameters). */
  hidden: Record<string, string>;
  errors: string[];
}) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className={styles.columns}>
      <section aria-labelledby="projects-list-heading" className={styles.main}>
        <h2 id="projects-list-heading" className={styles.heading}>
          {copy.listTitle}
        </h2>
        <Form method="get" role="search" className={styles.search}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className={styles.field}>
            <label htmlFor="project-search">{copy.searchLabel}</label>
            <input
              id="project-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={q}
              aria-describedby="project-search-hint"
            />
            <span id="project-search-hint" className={styles.muted}>
              {copy.searchHint}
            </span>
          </div>
          <button type="submit" className={styles.secondary}>
            {copy.search}
          </button>
        </Form>
        <p className={styles.muted} role="status">
          {list.projects.length === 0
            ? q
              ? fillCopy(copy.noMatches, { q })
              : copy.noProjects
            : fillCopy(copy.countOf, {
                shown: String(list.projects.length),
                total: String(list.totalCount),
              })}
        </p>
        <ul className={styles.list}>
          {list.projects.map((project) => (
            <li key={project.id} className={styles.item}>
              <Link to={hrefOf(project.id)} className={styles.itemName}>
                {project.name}
              </Link>
              <span className={styles.muted}>
                {[project.customerName, project.customerEmail].filter(Boolean).join(' · ')}
              </span>
              <span className={styles.muted}>
                {fillCopy(copy.lineCount, { count: String(project.lineCount) })} ·{' '}
                {shortDate(project.createdAt)}
                {project.convertedAt
                  ? ` · ${fillCopy(copy.converted, { date: shortDate(project.convertedAt) })}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="new-project-heading" className={styles.side}>
        <h2 id="new-project-heading" className={styles.heading}>
          {copy.newProject}
        </h2>
        <Messages errors={errors} />
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="create" />
          <ProjectDetailsFields idPrefix="new-project" project={null} />
          <button type="submit" className={styles.button} disabled={busy}>
            {copy.create}
          </button>
        </Form>
      </section>
    </div>
  );
}
