import { useEffect, useState } from 'react';
import type { AlertBanner as AlertBannerData } from '@shop/contracts';
import { createWebApiClient } from '@shop/contracts/web';
import {
  cachedAlertBanner,
  dismissAlertBanner,
  isAlertRecheckDue,
  refreshAlertBanner,
  type FetchAlertBanner,
} from '../../lib/alert-banner.ts';
import { readableTextColour } from '../../lib/contrast.ts';
import styles from './AlertBanner.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

const browserFetch: FetchAlertBanner = () => createWebApiClient({ baseUrl: '' }).alertBanner();

export interface AlertBannerProps {
  /** Re-evaluated when this changes (the shell passes the path), so a long visit still sees the 10-minute recheck. */
  checkKey?: string;
  fetchBanner?: FetchAlertBanner;
}

/**
 * Client-only: what shows depends on this browser's storage, so the server renders nothing and hydration never
 * disagrees. The HTML is sanitised by the server before it is stored (ARCHITECTURE.md).
 */
export function AlertBanner({ checkKey, fetchBanner = browserFetch }: AlertBannerProps) {
  const copy = useCopy().banners;
  const [banner, setBanner] = useState<AlertBannerData | null>(null);

  useEffect(() => {
    const now = Date.now();
    setBanner(cachedAlertBanner());
    if (!isAlertRecheckDue(now)) return;
    let current = true;
    void refreshAlertBanner(fetchBanner, now).then((fresh) => {
      if (current) setBanner(fresh);
    });
    return () => {
      current = false;
    };
  }, [checkKey, fetchBanner]);

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
      <button type="button" className={styles.close} aria-label={copy.closeAlert} onClick={close}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
