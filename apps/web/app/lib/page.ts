import type { ComponentType } from 'react';
import type { PageType } from '@shop/domain';
import type { ShellData } from './shell.ts';

/** Route `handle`: the spec's route data (000 §2). Auto tracking is on unless a page says otherwise. */
export interface PageHandle {
  pageType: PageType;
  autoTrackingEnabled?: boolean;
  hideLocalitySuggestionInHeader?: boolean;
  /** Checkout and its confirmation: the header the shell shows above them (lib/site-chrome.ts). */
  checkoutHeader?: ComponentType<{ shell: ShellData }>;
}

export function pageHandle(pageType: PageType, extra: Omit<PageHandle, 'pageType'> = {}): PageHandle {
  return { pageType, ...extra };
}
