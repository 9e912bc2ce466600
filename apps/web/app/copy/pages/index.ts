import type { NOT_FOUND_COPY } from './not-found.ts';

// The per-route sections, by name. Type-only imports: this file adds nothing to any chunk, while the catalogue's
// types (and so THEME_COPY's overrides) know every section (docs/decisions/0018-copy-catalogue.md).

export interface PageSections {
  notFound: typeof NOT_FOUND_COPY;
}
