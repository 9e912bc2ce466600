import type { PageType } from '@shop/domain';

/** Route `handle`: the spec's route data (000 §2). Auto tracking is on unless a page says otherwise. */
export interface PageHandle {
  pageType: PageType;
  autoTrackingEnabled?: boolean;
  hideLocalitySuggestionInHeader?: boolean;
}

export function pageHandle(pageType: PageType, extra: Omit<PageHandle, 'pageType'> = {}): PageHandle {
  return { pageType, ...extra };
}
