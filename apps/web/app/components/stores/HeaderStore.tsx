import { useEffect, useId, useRef } from 'react';
import { useShell } from '../../lib/shell.ts';
import { useGeo } from '../../lib/geo-store.ts';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './Stores.module.css';
import { Icon } from '../icon/Icon.tsx';
import { useCopy } from '../../copy/use-copy.ts';

// The panel (the shopper's store and a location editor) shows only once opened, so its code is fetched on the first
// open (or ahead, when the pointer or focus reaches the button); the panel opens once it is there.
const storePanel = onDemand(() => import('./StorePanel.tsx').then((m) => m.StorePanel));

/** The header's store button and its panel (view mode 'store'); Escape or the button closes it. */
export function HeaderStore({ companyName, toolClassName }: { companyName: string; toolClassName: string }) {
  const copy = useCopy();
  const { view, setView } = useShell();
  const { geo } = useGeo();
  const open = view === 'store';
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const StorePanel = storePanel.useLoaded(open);

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
        aria-label={geo?.store ? `${copy.stores.yourStore}: ${geo.store.name}` : copy.stores.yourStore}
        onClick={() => {
          if (open) setView('none');
          else storePanel.openWhenLoaded(() => setView('store'));
        }}
        onPointerEnter={() => void storePanel.load().catch(() => {})}
        onFocus={() => void storePanel.load().catch(() => {})}
      >
        <Icon name="store" />
        <span className={styles.toolLabel}>{geo?.store ? geo.store.name : copy.stores.yourStore}</span>
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
        {open && StorePanel ? <StorePanel companyName={companyName} headingId={headingId} /> : null}
      </div>
    </>
  );
}
