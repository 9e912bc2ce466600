import type { ThemeId } from '@shop/domain';
import { themeColours } from '../../themes/tokens.ts';
import { LOGO_BADGE, LOGO_GLYPHS } from './logo-glyphs.ts';

/** The file a theme's favicon is served from (public/, apps/storefront's root-file route). */
export function faviconPath(theme: ThemeId): string {
  return `/favicon-${theme}.svg`;
}

/**
 * A brand's favicon: its logo glyph in the accent colour on a badge of its brand colour, as the header draws it.
 * Browsers read favicons outside the page, so the colours are written in rather than taken from the stylesheet.
 */
export function faviconSvg(theme: ThemeId, colours: { badge: string; mark: string }): string {
  const { x, y, size, radius } = LOGO_BADGE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="${colours.badge}"/>` +
    `<path fill="${colours.mark}" fill-rule="evenodd" d="${LOGO_GLYPHS[theme].path}"/>` +
    `</svg>\n`
  );
}

/** Every favicon file public/ ships, by file name: one per theme, and favicon.svg as the default theme's. */
export function faviconFiles(
  sources: Readonly<Record<string, string>>,
  themes: readonly ThemeId[],
  defaultTheme: ThemeId,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const theme of themes) {
    const colours = themeColours(sources, theme);
    const badge = colours['--color-logo-badge'];
    const mark = colours['--color-logo-mark'];
    if (!badge || !mark) throw new Error(`The ${theme} theme has no logo colours`);
    const svg = faviconSvg(theme, { badge, mark });
    files[faviconPath(theme).slice(1)] = svg;
    if (theme === defaultTheme) files['favicon.svg'] = svg;
  }
  return files;
}
