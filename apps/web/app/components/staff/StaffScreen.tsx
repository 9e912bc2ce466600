import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import styles from './Projects.module.css';

/** What a staff screen of the shop shows a signed-in shopper who is not staff (answered with 403). */
export function StaffScreenRefused() {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  return (
    <div className={styles.page}>
      <title>{copy.notAllowedTitle}</title>
      <h1 className={styles.title}>{copy.notAllowedTitle}</h1>
      <p>{copy.notAllowed}</p>
    </div>
  );
}
