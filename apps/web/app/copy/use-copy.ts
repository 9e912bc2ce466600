import { createContext, useContext, useMemo } from 'react';
import { BASE_COPY, mergeCopy, type Copy, type CopyOverrides, type PageCopy } from './base.ts';
import type { PageSections } from './pages/index.ts';

const NONE: CopyOverrides = {};

/**
 * The overrides the root loader sent for the request's theme; the root layout provides them. Dialogs, banners and
 * the location widget also render on their own (in their tests), outside any router or provider, and then say the
 * base.
 */
export const CopyOverridesContext = createContext<CopyOverrides>(NONE);

/** The request's theme's overrides, as the root layout provides them. */
export function useCopyOverrides(): CopyOverrides {
  return useContext(CopyOverridesContext);
}

/** The request's theme's words: the base catalogue with the overrides the root loader sent for its theme. */
export function useCopy(): Copy {
  const overrides = useCopyOverrides();
  return useMemo(() => mergeCopy(BASE_COPY, overrides), [overrides]);
}

/**
 * One per-route section with the request's theme's overrides. The route imports the section itself, so its words
 * ship in that route's chunk rather than in the shell (docs/decisions/0018-copy-catalogue.md).
 */
export function usePageCopy<S extends keyof PageSections>(section: S, words: PageSections[S]): PageCopy[S] {
  const overrides = useCopyOverrides()[section];
  return useMemo(
    () => (overrides ? ({ ...(words as object), ...overrides } as PageCopy[S]) : words),
    [words, overrides],
  );
}
