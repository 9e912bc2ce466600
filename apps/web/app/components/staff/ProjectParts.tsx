import type { StaffProject } from '@shop/contracts';
import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import styles from './Projects.module.css';

/** What the API refused, read out at once. */
export function Messages({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className={styles.error} role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The fields of a project's details, blank for a new one. */
export function ProjectDetailsFields({
  idPrefix,
  project,
}: {
  idPrefix: string;
  project: Pick<StaffProject, 'name' | 'customerName' | 'customerEmail' | 'customerPhone' | 'notes'> | null;
}) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id('name')}>{copy.name}</label>
        <input id={id('name')} name="name" required maxLength={120} defaultValue={project?.name ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('customer-name')}>{copy.customerName}</label>
        <input
          id={id('customer-name')}
          name="customerName"
          maxLength={120}
          autoComplete="off"
          defaultValue={project?.customerName ?? ''}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('customer-email')}>{copy.customerEmail}</label>
        <input
          id={id('customer-email')}
          name="customerEmail"
          type="email"
          maxLength={254}
          autoComplete="off"
          defaultValue={project?.customerEmail ?? ''}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('customer-phone')}>{copy.customerPhone}</label>
        <input
          id={id('customer-phone')}
          name="customerPhone"
          type="tel"
          maxLength={30}
          autoComplete="off"
          defaultValue={project?.customerPhone ?? ''}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('notes')}>{copy.notes}</label>
        <textarea
          id={id('notes')}
          name="notes"
          rows={3}
          maxLength={2000}
          defaultValue={project?.notes ?? ''}
        />
      </div>
    </>
  );
}
