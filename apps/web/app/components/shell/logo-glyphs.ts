import type { ThemeId } from '@shop/domain';

// Each brand's glyph, drawn on a 40 × 40 grid over a rounded badge (components/shell/Logo.tsx) and in its favicon
// (public/favicon-<id>.svg, written by scripts/favicons.ts). Inner shapes are holes: the paths fill even-odd.

/** The badge behind every glyph: a rounded square filling the 40 × 40 grid less a 2-unit margin. */
export const LOGO_BADGE = { x: 2, y: 2, size: 36, radius: 8 } as const;

export const LOGO_GLYPHS: Readonly<Record<ThemeId, { readonly label: string; readonly path: string }>> = {
  // A front-loading washer with its control strip.
  aol: {
    label: 'washing machine',
    path: 'M13 10h14a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H13a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2zm7 6a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM14 12.5h4v2h-4z',
  },
  // The same washer under a four-point star of the Southern Cross.
  'aol-nz': {
    label: 'washing machine under a star',
    path: 'M13 10h14a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H13a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2zm7 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm5.5-5.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z',
  },
  // An upright fridge-freezer with two handles.
  wa: {
    label: 'fridge',
    path: 'M14 7h12a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm-2 9h16v1.5H12zm3-6h1.5v4H15zm0 9.5h1.5v7H15z',
  },
  // A stacked washer and dryer, the trade's laundry pair.
  aoc: {
    label: 'stacked washer and dryer',
    path: 'M13 6h14a2 2 0 0 1 2 2v10H11V8a2 2 0 0 1 2-2zm7 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM11 20h18v12a2 2 0 0 1-2 2H13a2 2 0 0 1-2-2zm9 3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  },
  // A side-by-side fridge with its water dispenser.
  wac: {
    label: 'side-by-side fridge',
    path: 'M11 7h18a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm8.25 0h1.5v26h-1.5zM12 11h4.5v5H12zm4 7h1.5v8H16zm6.5 0H24v8h-1.5z',
  },
  // A hex nut.
  hc: {
    label: 'hex nut',
    path: 'M20 8l10.4 6v12L20 32 9.6 26V14zm0 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  },
  // A cooking pot with its lid and handles.
  fk: {
    label: 'cooking pot',
    path: 'M18.5 7.5h3v2.5h-3zM10 15a10 5 0 0 1 20 0zm1 2h18v10a4 4 0 0 1-4 4H15a4 4 0 0 1-4-4zm-4.5 2H10v3H6.5zm23.5 0h3.5v3H30z',
  },
  // A house with its door.
  home: {
    label: 'house',
    path: 'M20 7l13 11h-4v14h-7v-8h-4v8h-7V18H7z',
  },
};
