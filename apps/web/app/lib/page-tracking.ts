import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageViewEvent } from '@shop/domain';
import { setAnalyticsSite, trackEvent } from './analytics.ts';
import type { PageHandle } from './page.ts';
import type { ShellData } from './shell.ts';

/** The deepest route's page data (000 §2 route data); the homepage type when no route says. */
function currentHandle(matches: ReturnType<typeof useMatches>): PageHandle {
  for (const match of matches.toReversed()) {
    const handle = match.handle as Partial<PageHandle> | undefined;
    if (handle?.pageType) return handle as PageHandle;
  }
  return { pageType: 'homepage' };
}

/**
 * 000 §2: a page_view for every address shown, unless the route turns automatic tracking off; 000 §5: its address has
 * e-mail addresses masked on sensitive pages. Also records the site's currency and theme for events raised by
 * actions. A layout effect, so the page_view comes before the events the page's own effects push.
 */
export function usePageTracking(shell: Pick<ShellData, 'currency' | 'theme'>): void {
  const { pathname, search } = useLocation();
  const handle = currentHandle(useMatches());
  const enabled = handle.autoTrackingEnabled !== false;
  const { pageType } = handle;
  const { currency, theme } = shell;
  useLayoutEffect(() => {
    setAnalyticsSite({ currency, themeId: theme });
  }, [currency, theme]);
  useLayoutEffect(() => {
    if (!enabled) return;
    trackEvent(
      pageViewEvent({
        url: `${window.location.origin}${pathname}${search}`,
        title: document.title,
        pageType,
      }),
    );
  }, [pathname, search, enabled, pageType]);
}
