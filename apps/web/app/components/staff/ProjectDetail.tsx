import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { ProjectLine, StaffProject } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import type { PageCopy } from '../../copy/base.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { Messages, ProjectDetailsFields } from './ProjectParts.tsx';
import { requestPanel } from './staff-shell.ts';
import styles from './Projects.module.css';

export interface ProjectLinks {
  list: string;
  buildCart: string;
  reminder: string;
  /** In the side panel the builder opens in the shop page around it, not in the panel. */
  onBuildCart?: (() => void) | undefined;
  /** In the shop, "Add reminder" opens the side panel when the toolbar is there; the link is the fallback. */
  reminderInPanel?: boolean;
}

/** What the last change did, said in the page's status line. */
export type ProjectNotice = 'saved' | 'added' | 'updated' | 'removed' | 'created' | null;

export function stockText(
  line: Pick<ProjectLine, 'stockQuantity'>,
  copy: Pick<PageCopy['staffProjects'], 'inStock' | 'noStock'>,
): string {
  return line.stockQuantity > 0
    ? fillCopy(copy.inStock, { count: String(line.stockQuantity) })
    : copy.noStock;
}

/**
 * One project: its details to edit, its products (added by sku, quantities changed, removed) with the catalogue's
 * prices and stock now and the total, and the ways on: build the cart from it, add a reminder for it, delete it.
 */
export function ProjectDetail({
  project,
  links,
  errors,
  notice,
  noticeSku,
}: {
  project: StaffProject;
  links: ProjectLinks;
  errors: string[];
  notice: ProjectNotice;
  noticeSku: string | null;
}) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const hiddenId = <input type="hidden" name="projectId" value={project.id} />;
  const noticeText = {
    saved: copy.saved,
    created: copy.created,
    added: fillCopy(copy.added, { sku: noticeSku ?? '' }),
    updated: copy.updated,
    removed: copy.removed,
  };
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <p className={styles.status} role="status">
          {notice ? noticeText[notice] : ''}
        </p>
        <Messages errors={errors} />
        <section>
          <h2 id="project-lines-heading" className={styles.heading}>
            {copy.products}
          </h2>
          {project.lines.length === 0 ? (
            <p>{copy.noLines}</p>
          ) : (
            <div
              className={styles.tableWrap}
              role="region"
              aria-labelledby="project-lines-heading"
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{copy.product}</th>
                    <th scope="col" className={styles.number}>
                      {copy.unitPrice}
                    </th>
                    <th scope="col">{copy.stock}</th>
                    <th scope="col">{copy.quantity}</th>
                    <th scope="col" className={styles.number}>
                      {copy.lineTotal}
                    </th>
                    <th scope="col">
                      <span className={styles.visuallyHidden}>{copy.remove}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {project.lines.map((line) => (
                    <LineRow key={line.sku} line={line} projectId={project.id} busy={busy} />
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      {copy.total}
                    </th>
                    <td className={styles.number} data-testid="project-total">
                      {formatPrice(project.total, { zeroText: '$0' })}
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <Form method="post" className={styles.inline}>
            {hiddenId}
            <input type="hidden" name="intent" value="add-line" />
            <div className={styles.field}>
              <label htmlFor="project-add-sku">{copy.sku}</label>
              <input id="project-add-sku" name="sku" required maxLength={64} autoComplete="off" />
            </div>
            <div className={styles.field}>
              <label htmlFor="project-add-qty">{copy.quantity}</label>
              <input
                id="project-add-qty"
                name="qty"
                type="number"
                min={1}
                max={99}
                defaultValue={1}
                className={styles.qty}
              />
            </div>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.addProduct}
            </button>
          </Form>
        </section>
        <div className={styles.actions}>
          {links.onBuildCart ? (
            <button type="button" className={styles.button} onClick={links.onBuildCart}>
              {copy.buildCart}
            </button>
          ) : (
            <Link to={links.buildCart} className={styles.button}>
              {copy.buildCart}
            </Link>
          )}
          <Link
            to={links.reminder}
            className={styles.secondaryLink}
            onClick={(event) => {
              if (!links.reminderInPanel) return;
              const title = copy.addReminder;
              if (requestPanel({ panel: 'reminders-create', projectId: project.id, title }))
                event.preventDefault();
            }}
          >
            {copy.addReminder}
          </Link>
          <Link to={links.list} className={styles.secondaryLink}>
            {copy.backToList}
          </Link>
        </div>
      </div>
      <section aria-labelledby="project-details-heading" className={styles.side}>
        <h2 id="project-details-heading" className={styles.heading}>
          {copy.details}
        </h2>
        <Form method="post" className={styles.form} key={project.updatedAt}>
          {hiddenId}
          <input type="hidden" name="intent" value="update" />
          <ProjectDetailsFields idPrefix="project" project={project} />
          <button type="submit" className={styles.button} disabled={busy}>
            {copy.saveDetails}
          </button>
        </Form>
        <Form method="post" className={styles.form}>
          {hiddenId}
          <input type="hidden" name="intent" value="delete" />
          <label className={styles.radio}>
            <input type="checkbox" name="confirm" value="yes" required /> {copy.confirmDelete}
          </label>
          <button type="submit" className={styles.danger} disabled={busy}>
            {copy.deleteProject}
          </button>
        </Form>
      </section>
    </div>
  );
}

function LineRow({ line, projectId, busy }: { line: ProjectLine; projectId: string; busy: boolean }) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const formId = `qty-${line.sku}`;
  const inputId = `qty-input-${line.sku}`;
  return (
    <tr>
      <td>
        <span className={styles.product}>
          {line.image ? (
            <img src={line.image} alt="" width={48} height={48} className={styles.thumb} />
          ) : null}
          <span>
            <Link to={line.url}>{line.title}</Link>
            <span className={styles.muted}> {line.sku}</span>
          </span>
        </span>
      </td>
      <td className={styles.number}>{formatPrice(line.unitPrice)}</td>
      <td>{stockText(line, copy)}</td>
      <td>
        <Form method="post" id={formId} className={styles.qtyForm}>
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="intent" value="set-qty" />
          <input type="hidden" name="sku" value={line.sku} />
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {fillCopy(copy.quantityOf, { title: line.title })}
          </label>
          <input
            id={inputId}
            name="qty"
            type="number"
            min={1}
            max={99}
            required
            defaultValue={line.qty}
            key={line.qty}
            className={styles.qty}
          />
          <button
            type="submit"
            className={styles.secondary}
            disabled={busy}
            aria-label={fillCopy(copy.updateLabel, { title: line.title })}
          >
            {copy.update}
          </button>
        </Form>
      </td>
      <td className={styles.number}>{formatPrice(line.lineTotal)}</td>
      <td>
        <Form method="post">
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="intent" value="remove-line" />
          <input type="hidden" name="sku" value={line.sku} />
          <button
            type="submit"
            className={styles.secondary}
            disabled={busy}
            aria-label={fillCopy(copy.removeLabel, { title: line.title })}
          >
            {copy.remove}
          </button>
        </Form>
      </td>
    </tr>
  );
}
