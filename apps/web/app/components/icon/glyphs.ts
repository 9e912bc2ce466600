/**
 * The storefront's icons as short path strings, so every icon costs a few bytes in the bundle. A glyph is either
 * filled or drawn with a stroke of the given width; `box` is the side of its square viewBox (24 unless told).
 */
export interface Glyph {
  d: string;
  box?: number;
  /** Stroke width; without it the path is filled. */
  stroke?: number;
  round?: 'cap' | 'cap-join';
}

export const GLYPHS = {
  search: { d: 'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z' },
  store: { d: 'M4 4h16l1 5a3 3 0 0 1-2 2.83V20H5v-8.17A3 3 0 0 1 3 9zm3 9v5h4v-5zm6 0v5h4v-5z' },
  phone: {
    d: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  },
  edit: {
    d: 'M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  },
  /** The heavier cross of the location and sale banners. */
  dismiss: { d: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z' },
  close: { d: 'M6 6l12 12M18 6L6 18', stroke: 2, round: 'cap' },
  menu: { d: 'M4 7h16M4 12h16M4 17h16', stroke: 2, round: 'cap' },
  chevronDown: { d: 'M6 9l6 6 6-6', stroke: 2 },
  chevronLeft: { d: 'M15 6l-6 6 6 6', stroke: 2 },
  chevronUp: { d: 'M6 15l6-6 6 6', stroke: 2.5, round: 'cap' },
  chevronRight: { d: 'M9 6l6 6-6 6-1.4-1.4L12.2 12 7.6 7.4z' },
  check: { d: 'M3 8.5l3.2 3L13 4.5', box: 16, stroke: 2.2, round: 'cap' },
  cart: {
    d: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2M9 20a1.5 1.5 0 1 0 0-.01M18 20a1.5 1.5 0 1 0 0-.01',
    stroke: 2,
    round: 'cap-join',
  },
} satisfies Record<string, Glyph>;

export type GlyphName = keyof typeof GLYPHS;
