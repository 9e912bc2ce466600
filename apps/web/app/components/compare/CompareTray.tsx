import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import {
  canCompareSelected,
  COMPARE,
  COMPARE_COPY,
  compareUrl,
  isCompareTrayHidden,
  THEMES,
  type CompareProduct,
  type ThemeId,
} from '@shop/domain';
import { trackCompare } from '../../lib/analytics.ts';
import { addChatBlocker } from '../../lib/chat-blockers.ts';
import { compareStore, useCompare } from '../../lib/compare-store.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useStickyCartVisible } from '../../lib/sticky-cart.ts';
import { CompareLimitModal } from './CompareLimitModal.tsx';
import { CompareNotice } from './CompareNotice.tsx';
import { CompareSlot } from './CompareSlot.tsx';
import styles from './Compare.module.css';
import shared from '../../styles/shared.module.css';

export const COMPARE_TRAY_CLASS = 'compare-tray-visible';

/**
 * Which storefronts have a content-built home page (000 §4). Our reading (ADR 0013): the themes that keep the main
 * navigation build their home page from content placements; the single-range themes that hide it (hardware,
 * {product}) have a plain home page, so the tray stays off their home path.
 */
export function hasContentHomePage(theme: ThemeId): boolean {
  return !THEMES[theme].hidesMainNavigation;
}

/**
 * The compare tray (000 §2, §4; 001 §2): three slots, Hide and Compare Selected; minimised it is a summary bar
 * (desktop) or a mobile bar. The server renders it minimised from the list the root loader read (ADR 0013); until
 * scripts run, the bars show the count and a plain Compare Selected link instead of the buttons that expand.
 */
export function CompareTray({ hasContentHomePage }: { hasContentHomePage: boolean }) {
  const state = useCompare();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const raised = useStickyCartVisible();
  const count = state.skus.length;
  const hidden = isCompareTrayHidden({ count, path: pathname, hasContentHomePage });

  useEffect(() => {
    void compareStore().start();
  }, []);

  useEffect(() => {
    if (hidden) return;
    document.body.classList.add(COMPARE_TRAY_CLASS);
    const release = addChatBlocker('compare');
    return () => {
      document.body.classList.remove(COMPARE_TRAY_CLASS);
      release();
    };
  }, [hidden]);

  const canCompare = canCompareSelected(count);
  // A link from two products up (it works without scripts); below that a disabled button (000 §4).
  const compareSelected = canCompare ? (
    <Link
      to={compareUrl(state.skus)}
      className={styles.primary}
      onClick={() => trackCompare('compare_navigate', state.products)}
    >
      {COMPARE_COPY.compareSelected}
    </Link>
  ) : (
    <button type="button" className={styles.primary} disabled>
      {COMPARE_COPY.compareSelected}
    </button>
  );
  const expand = (expanded: boolean) => compareStore().setExpanded(expanded);

  const slots: (CompareProduct | null)[] = Array.from(
    { length: COMPARE.traySlots },
    (_, i) => state.products[i] ?? null,
  );

  return (
    <>
      <CompareLimitModal />
      <CompareNotice />
      {hidden ? null : (
        <section
          className={`${styles.tray} ${raised ? styles.raised : ''}`}
          aria-label="Compare products"
          data-testid="compare-tray"
        >
          {state.error ? (
            <p role="alert" className={styles.trayError}>
              {state.error}
            </p>
          ) : null}
          {state.expanded ? (
            <div className={styles.panel} id="compare-panel">
              <h2 className={styles.panelTitle}>
                Compare products{' '}
                <span className={styles.count}>
                  ({count} of {COMPARE.maxProducts})
                </span>
              </h2>
              <ul className={styles.slots}>
                {slots.map((p, i) => (
                  <CompareSlot
                    key={p?.productSKU ?? `empty-${i}`}
                    product={p}
                    href={p ? state.uris[p.productSKU] : undefined}
                    busy={p !== null && state.busySku === p.productSKU}
                  />
                ))}
              </ul>
              <div className={styles.actions}>
                <PanelToggle className={styles.secondary} expanded onToggle={() => expand(false)}>
                  {COMPARE_COPY.hide}
                </PanelToggle>
                {compareSelected}
              </div>
            </div>
          ) : hydrated ? (
            <>
              <div className={styles.summaryBar}>
                <PanelToggle className={styles.summaryButton} expanded={false} onToggle={() => expand(true)}>
                  Compare <span className={styles.badge}>{count}</span>
                  <span className={shared.visuallyHidden}> products selected, show</span>
                </PanelToggle>
              </div>
              <div className={styles.mobileBar}>
                <PanelToggle className={styles.mobileShow} expanded={false} onToggle={() => expand(true)}>
                  Compare ({count} of {COMPARE.maxProducts})
                </PanelToggle>
                {compareSelected}
              </div>
            </>
          ) : (
            <>
              <div className={styles.summaryBar}>
                <p className={styles.summaryStatic}>
                  <span className={styles.summaryLabel}>
                    Compare <span className={styles.badge}>{count}</span>
                    <span className={shared.visuallyHidden}> products selected</span>
                  </span>
                  {canCompare ? compareSelected : null}
                </p>
              </div>
              <div className={styles.mobileBar}>
                <span className={styles.mobileCount}>
                  Compare ({count} of {COMPARE.maxProducts})
                </span>
                {compareSelected}
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

/** Shows or hides the tray's panel; the open panel names itself as what the control controls. */
function PanelToggle({
  className,
  expanded,
  onToggle,
  children,
}: {
  className: string | undefined;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={expanded ? 'compare-panel' : undefined}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
