import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { STAFF_PAGES_COPY } from '../../copy/pages/staff.ts';
import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { staffLink } from './staff-links.ts';
import styles from './StaffPage.module.css';

/** The frame of every staff page inside the side panel: its title and the links between the reminders pages. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  const projectsCopy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const links = [
    { path: 'project', label: projectsCopy.listTitle },
    { path: 'reminders/create', label: copy.newReminder },
    { path: 'reminders/list', label: copy.reminders },
    { path: 'reminders/stats', label: copy.stats },
    { path: 'analytics', label: copy.analytics },
  ];
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <nav aria-label={copy.navLabel} className={styles.nav}>
        <ul>
          {links.map((link) => {
            const current = location.pathname === `/staff/${link.path}`;
            return (
              <li key={link.path}>
                <Link to={staffLink(link.path, params)} aria-current={current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** What a staff page shows when the API refused the caller (no staff session, or not staff). */
export function StaffOnly() {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  return (
    <div className={styles.page}>
      <title>{copy.notAllowedTitle}</title>
      <h1 className={styles.title}>{copy.notAllowedTitle}</h1>
      <p>{copy.notAllowed}</p>
    </div>
  );
}
