import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AlertBanner as AlertBannerData } from '@shop/contracts';
import {
  ALERT_CLOSED_ATTRIBUTE,
  cachedAlertBanner,
  dismissAlertBanner,
  isAlertRecheckDue,
  refreshAlertBanner,
  type FetchAlertBanner,
} from '../../lib/alert-banner.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { readableTextColour } from '../../lib/contrast.ts';
import styles from './AlertBanner.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

const browserFetch: FetchAlertBanner = () => browserApi().alertBanner();

export interface AlertBannerProps {
  /** Re-evaluated when this changes (the shell passes the path), so a long visit still sees the 10-minute recheck. */
  checkKey?: string;
  /**
   * The server's answer, rendered into the page so the banner takes its place before the first paint (no layout
   * shift; docs/decisions/0053): a banner, null for none, or left out when the server could not ask.
   */
  initial?: AlertBannerData | null;
  fetchBanner?: FetchAlertBanner;
}

/**
 * The site-wide notice (000 §4). The server renders the banner it was given; a browser whose storage says it must not
 * show (closed within the last 10 minutes) hides it before the first paint (`alertClosedScript` in the root's head).
 * After hydration, storage decides as the spec says: the cached banner until the recheck is due, then a fresh answer
 * (the server's on the first page, a fetch after that). The HTML is sanitised by the server before it is stored
 * (ARCHITECTURE.md).
 */
export function AlertBanner({ checkKey, initial, fetchBanner = browserFetch }: AlertBannerProps) {
  const copy = useCopy().banners;
  const [banner, setBanner] = useState<AlertBannerData | null>(initial ?? null);
  // Until storage has been read the banner is the server's; the close button needs scripts, so it waits for them.
  const [settled, setSettled] = useState(false);
  const serverAnswer = useRef(initial);

  useEffect(() => {
    const now = Date.now();
    setSettled(true);
    // The server's answer stands in for the first fetch only; later rechecks (a long visit) ask the API.
    const fromServer = serverAnswer.current;
    serverAnswer.current = undefined;
    if (!isAlertRecheckDue(now)) {
      setBanner(cachedAlertBanner());
      return;
    }
    if (fromServer === undefined) setBanner(cachedAlertBanner());
    let current = true;
    const fresh = fromServer === undefined ? fetchBanner : () => Promise.resolve(fromServer);
    void refreshAlertBanner(fresh, now).then((answer) => {
      if (current) setBanner(answer);
    });
    return () => {
      current = false;
    };
  }, [checkKey, fetchBanner]);

  // Once the component shows what storage says, the pre-paint attribute has done its work; removed before the next
  // paint, so a banner this browser may see again (10 minutes on) is not kept hidden.
  useLayoutEffect(() => {
    if (settled) document.documentElement.removeAttribute(ALERT_CLOSED_ATTRIBUTE);
  }, [settled]);

  if (!banner) return null;
  const colour = readableTextColour(banner.backgroundColor);
  const close = () => {
    dismissAlertBanner(Date.now());
    setBanner(null);
  };
  const content = (html: string, className: string) =>
    html.trim() === '' ? null : <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  const body = (
    <>
      {content(banner.desktopContent || banner.mobileContent, styles.desktop ?? '')}
      {content(banner.mobileContent || banner.desktopContent, styles.mobile ?? '')}
    </>
  );
  // A link around content that has links of its own would nest anchors; then the content's links are enough.
  const hasOwnLinks = /<a\s/i.test(banner.desktopContent + banner.mobileContent);
  return (
    <aside
      className={styles.banner}
      aria-label={copy.alert}
      style={{ backgroundColor: banner.backgroundColor, ...(colour ? { color: colour } : {}) }}
    >
      {banner.bannerURL && !hasOwnLinks ? (
        <a href={banner.bannerURL} className={styles.content}>
          {body}
        </a>
      ) : (
        <div className={styles.content}>{body}</div>
      )}
      {settled ? (
        <button type="button" className={styles.close} aria-label={copy.closeAlert} onClick={close}>
          <Icon name="close" />
        </button>
      ) : null}
    </aside>
  );
}
