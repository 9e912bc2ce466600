import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { PanelUrlResult } from '@shop/contracts';
import { ApiError } from '@shop/contracts/web';
import { THEMES, type ThemeId } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import { STAFF_TOOLBAR_COPY } from '../../copy/pages/staff.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { acceptPanelMessage } from './panel-messages.ts';
import {
  adminToggleCookie,
  notesPreview,
  OPEN_PANEL_EVENT,
  type AdminToggle,
  type PanelRequest,
  type ReminderList,
  type StaffShell,
} from './staff-shell.ts';
import styles from './StaffTools.module.css';

interface OpenPanel {
  request: PanelRequest;
  result: PanelUrlResult | null;
  error: string | null;
}

/** The sku of the product page being shown, when it is one (toolbar actions tie to /p/, 000 §6). */
function useProductSku(): string | null {
  const matches = useMatches();
  for (const match of matches) {
    if (match.id !== 'routes/product') continue;
    const data = match.loaderData as { product?: { sku?: unknown } } | undefined;
    const sku = data?.product?.sku;
    if (typeof sku === 'string' && sku) return sku;
  }
  return null;
}

/**
 * The admin toolbar, reminders menu and side panel (000 §2 'Shell', §4, §6): shown to signed-in staff only (the root
 * loader asked the API, which checked the role). The toggle is kept in a cookie so the next page starts the same way.
 */
export default function StaffTools({
  staff,
  theme,
  stickyAllowed,
}: {
  staff: StaffShell;
  theme: ThemeId;
  /** The checkout keeps its own header: the toolbar does not stay on top of it there. */
  stickyAllowed: boolean;
}) {
  const copy = usePageCopy('staffToolbar', STAFF_TOOLBAR_COPY);
  const navigate = useNavigate();
  const sku = useProductSku();
  const [toggle, setToggle] = useState<AdminToggle>(staff.toggle);
  const [reminders, setReminders] = useState({
    totalCount: staff.toolbar.reminders.totalCount,
    list: staff.toolbar.reminders.reminders as ReminderList,
  });
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  // The tools hydrate once their own chunk is in, after the page: `data-ready` says their buttons now respond.
  const ready = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const on = toggle === 'on';
  const showReminders = !THEMES[theme].hidesReminders;
  const offset = THEMES[theme].usesAdminOffset && stickyAllowed;

  const switchToggle = () => {
    const next: AdminToggle = on ? 'off' : 'on';
    setToggle(next);
    document.cookie = adminToggleCookie(next, window.location.protocol === 'https:');
    if (next === 'off') setPanel(null);
  };

  const refreshReminders = useCallback(() => {
    browserApi()
      .accountReminders()
      .then(
        (next) => setReminders({ totalCount: next.totalCount, list: next.reminders }),
        () => undefined,
      );
  }, []);

  const openPanel = (request: PanelRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel({ request, result: null, error: null });
    browserApi()
      .staffPanelUrl({
        panel: request.panel,
        ...(request.sku ? { sku: request.sku } : {}),
        ...(request.id ? { id: request.id } : {}),
        ...(request.projectId ? { projectId: request.projectId } : {}),
        parentBaseUrl: window.location.origin,
      })
      .then(
        (result) =>
          setPanel((current) =>
            current?.request === request
              ? { request, result, error: result.url ? null : copy.panelUnavailable }
              : current,
          ),
        (error: unknown) =>
          setPanel((current) =>
            current?.request === request
              ? {
                  request,
                  result: null,
                  error: error instanceof ApiError && error.body ? error.body.message : copy.panelFailed,
                }
              : current,
          ),
      );
  };

  // A page may ask for a panel (the project page's "Add reminder"); only while the tools are on.
  const openPanelRef = useRef(openPanel);
  openPanelRef.current = openPanel;
  useEffect(() => {
    if (!on) return;
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<PanelRequest>).detail;
      if (!detail?.panel) return;
      event.preventDefault();
      openPanelRef.current(detail);
    };
    window.addEventListener(OPEN_PANEL_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_PANEL_EVENT, onRequest);
  }, [on]);

  const closePanel = useCallback(() => {
    setPanel(null);
    opener.current?.focus();
  }, []);

  // Focus moves to the panel when one opens, so keyboard users land in it.
  const openRequest = panel?.request ?? null;
  useEffect(() => {
    if (openRequest) panelHeading.current?.focus();
  }, [openRequest]);

  // 000 §6: the panel's messages count only from its own origin and its own frame.
  const panelOrigin = panel?.result?.origin ?? null;
  useEffect(() => {
    if (!panelOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const message = acceptPanelMessage(event, panelOrigin, frame.current?.contentWindow ?? null);
      if (!message) return;
      if (message.type === 'staff:reminders-changed') refreshReminders();
      else if (message.type === 'staff:close') closePanel();
      else void navigate(message.path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [panelOrigin, refreshReminders, closePanel, navigate]);

  return (
    <>
      <div
        className={`${styles.toolbar} ${offset ? styles.offset : ''}`}
        data-admin-offset={offset ? 'true' : undefined}
        data-ready={ready ? 'true' : undefined}
        role="region"
        aria-label={copy.region}
      >
        <button type="button" className={styles.toggle} aria-pressed={on} onClick={switchToggle}>
          {copy.toggle} <span className={styles.toggleState}>{on ? copy.on : copy.off}</span>
        </button>
        <span className={styles.who}>
          {fillCopy(copy.signedInAs, { name: staff.toolbar.firstName })}
          {staff.toolbar.salespersonCode ? ` (${staff.toolbar.salespersonCode})` : ''}
        </span>
        {on ? (
          <div className={styles.actions}>
            {sku ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => openPanel({ panel: 'product-page', sku, title: copy.productPanel })}
              >
                {copy.productPanel}
              </button>
            ) : null}
            <Link to="/project" className={`${styles.action} ${styles.wideOnly}`}>
              {copy.projects}
            </Link>
            <button
              type="button"
              className={`${styles.action} ${styles.wideOnly}`}
              onClick={() => openPanel({ panel: 'project', title: copy.projectsPanel })}
            >
              {copy.projectsPanel}
            </button>
            <Link to="/performance-dashboard" className={`${styles.action} ${styles.wideOnly}`}>
              {copy.performance}
            </Link>
            <Link to="/staff/analytics" className={`${styles.action} ${styles.wideOnly}`}>
              {copy.analytics}
            </Link>
            {showReminders ? (
              <RemindersMenu totalCount={reminders.totalCount} list={reminders.list} onOpen={openPanel} />
            ) : null}
          </div>
        ) : null}
      </div>
      {on && panel ? (
        <aside
          className={`${styles.panel} ${panel.result?.fullWidth ? styles.fullWidth : ''}`}
          aria-labelledby="staff-panel-heading"
          onKeyDown={(event) => {
            if (event.key === 'Escape') closePanel();
          }}
        >
          <div className={styles.panelBar}>
            <h2 id="staff-panel-heading" ref={panelHeading} tabIndex={-1} className={styles.panelHeading}>
              {panel.request.title}
            </h2>
            <button type="button" className={styles.action} onClick={closePanel}>
              {copy.closePanel}
            </button>
          </div>
          {panel.result?.url ? (
            <iframe ref={frame} className={styles.frame} src={panel.result.url} title={panel.request.title} />
          ) : (
            <p className={styles.panelNote} role="status">
              {panel.error ?? copy.panelLoading}
            </p>
          )}
        </aside>
      ) : null}
    </>
  );
}

/** 000 §6: the reminders menu, with the count and the reminders (notes cut at 20 characters, 000 §9). */
function RemindersMenu({
  totalCount,
  list,
  onOpen,
}: {
  totalCount: number;
  list: ReminderList;
  onOpen: (request: PanelRequest) => void;
}) {
  const copy = usePageCopy('staffToolbar', STAFF_TOOLBAR_COPY);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const choose = (request: PanelRequest) => {
    setOpen(false);
    button.current?.focus();
    onOpen(request);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.menu} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {copy.reminders}{' '}
        <span
          className={styles.count}
          aria-label={fillCopy(copy.reminderCount, { count: String(totalCount) })}
        >
          {totalCount}
        </span>
      </button>
      <div id={listId} className={styles.menuPanel} hidden={!open}>
        {list.length === 0 ? <p className={styles.empty}>{copy.noReminders}</p> : null}
        <ul className={styles.menuList}>
          {list.map((reminder) => (
            <li key={reminder.id}>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() =>
                  choose({ panel: 'reminders-create', id: reminder.id, title: copy.editReminder })
                }
              >
                <span className={styles.reminderName}>{reminder.name}</span>
                <span className={styles.reminderDate}>{reminder.date}</span>
                {reminder.notes ? (
                  <span className={styles.reminderNotes}>{notesPreview(reminder.notes)}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.menuFooter}>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose({ panel: 'reminders-create', title: copy.newReminder })}
          >
            {copy.newReminder}
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose({ panel: 'reminders-list', title: copy.allReminders })}
          >
            {copy.allReminders}
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose({ panel: 'reminders-stats', title: copy.reminderStats })}
          >
            {copy.reminderStats}
          </button>
        </div>
      </div>
    </div>
  );
}
