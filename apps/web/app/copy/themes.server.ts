import { CHECKOUT_COPY, type ThemeId } from '@shop/domain';
import { BASE_COPY, mergeCopy, type Copy, type CopyOverrides, type PageCopy } from './base.ts';
import { PAGE_COPY } from './pages/all.server.ts';

// Each theme's differences from the base wording. Server-only: a page receives its own theme's overrides in the root
// loader data, so no theme's words reach another theme's browser (docs/decisions/0018-copy-catalogue.md).

/** 001 §2 "the other theme" says 'Australia': read as the furniture themes (docs/decisions/0007-shell.md). */
const FURNITURE: CopyOverrides = {
  checkoutHeader: { supportDesktop: CHECKOUT_COPY.supportDesktopAu },
};

export const THEME_COPY: Readonly<Record<ThemeId, CopyOverrides>> = {
  aol: {},
  'aol-nz': {},
  wa: {},
  aoc: {},
  wac: {},
  hc: {},
  fk: FURNITURE,
  home: FURNITURE,
};

/** A theme's whole catalogue, base and per-route sections, for loaders (page titles, meta descriptions). */
export function copyFor(theme: ThemeId): Copy & PageCopy {
  return mergeCopy<Copy & PageCopy>({ ...BASE_COPY, ...PAGE_COPY }, THEME_COPY[theme]);
}
