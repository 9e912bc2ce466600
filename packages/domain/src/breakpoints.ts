// 000 §9 and 001 §9 layout numbers that rules (not only stylesheets) depend on.

export const BREAKPOINTS = { xl: 1200, lg: 975, md: 768, sm: 520, xs: 0 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The max-width companions of md and lg used by media queries. */
export const BREAKPOINT_MAX = { sm: 767, md: 974 } as const;

export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** Mobile widths (below md) hide the back-to-top button and get full-width modals. */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.md;
}

export const MASTHEAD_HEIGHTS = [280, 730, 788] as const;
export const NAV_HEIGHTS = {
  desktop: 132,
  small: 56,
  checkoutHeader: 48,
  toolbar: 50,
  scrollDefault: 70,
  pageNavTabMax: 54,
} as const;

/** Default navbar height for scrolling is doubled when there is no masthead and the page is not scrolled (000 §2). */
export function navbarScrollHeight(hasMasthead: boolean, scrolled: boolean): number {
  return !hasMasthead && !scrolled ? NAV_HEIGHTS.scrollDefault * 2 : NAV_HEIGHTS.scrollDefault;
}

export const MODAL_SIZES = ['default', 'small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_WIDTHS = { default: 700, small: 560, medium: 800, large: 970 } as const satisfies Record<
  ModalSize,
  number
>;
export const MODAL_BACKDROP_OPACITY = 0.7;
export const MODAL_FADE_SECONDS = 0.3;

/** Width in px at md and wider, 'full' below; a two-column modal is always large (000 §3, §9). */
export function modalWidth(size: ModalSize, viewportWidth: number, twoColumn = false): number | 'full' {
  if (viewportWidth < BREAKPOINTS.md) return 'full';
  return MODAL_WIDTHS[twoColumn ? 'large' : size];
}

export const CART_LIST_SCROLL_HEIGHTS = { small: 180, medium: 300, large: 600 } as const;

/** 001 §9: 180/300/600 px split at 768 and 975. */
export function cartListScrollHeight(width: number): number {
  if (width < BREAKPOINTS.md) return CART_LIST_SCROLL_HEIGHTS.small;
  if (width < BREAKPOINTS.lg) return CART_LIST_SCROLL_HEIGHTS.medium;
  return CART_LIST_SCROLL_HEIGHTS.large;
}

/** A sticky add-to-cart shifts the compare tray up by this much (000 §9). */
export const COMPARE_TRAY_STICKY_OFFSET_PX = 102;
