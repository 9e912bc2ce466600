import { useEffect, useId, useRef } from 'react';
import { useShell } from '../../lib/shell.ts';
import { useGeo } from '../../lib/geo-store.ts';
import { StorePanel } from './StorePanel.tsx';
import styles from './Stores.module.css';

/** The header's store button and its panel (view mode 'store'); Escape or the button closes it. */
export function HeaderStore({ companyName, toolClassName }: { companyName: string; toolClassName: string }) {
  const { view, setView } = useShell();
  const { geo } = useGeo();
  const open = view === 'store';
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={toolClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={geo?.store ? `Your Store: ${geo.store.name}` : 'Your Store'}
        onClick={() => setView(open ? 'none' : 'store')}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M4 4h16l1 5a3 3 0 0 1-2 2.83V20H5v-8.17A3 3 0 0 1 3 9zm3 9v5h4v-5zm6 0v5h4v-5z"
          />
        </svg>
        <span className={styles.toolLabel}>{geo?.store ? geo.store.name : 'Your Store'}</span>
      </button>
      <div
        id={panelId}
        ref={panel}
        role="region"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={styles.headerPanel}
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setView('none');
            button.current?.focus();
          }
        }}
      >
        {open ? <StorePanel companyName={companyName} headingId={headingId} /> : null}
      </div>
    </>
  );
}
