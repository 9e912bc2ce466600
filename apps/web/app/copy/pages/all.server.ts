import type { PageSections } from './index.ts';
import { NOT_FOUND_COPY } from './not-found.ts';

// Every per-route section, for loaders (titles, meta descriptions) and the catalogue's checks. Server-only, so the
// browser still gets each section only with its route.

export const PAGE_COPY: { readonly [S in keyof PageSections]: PageSections[S] } = {
  notFound: NOT_FOUND_COPY,
};
