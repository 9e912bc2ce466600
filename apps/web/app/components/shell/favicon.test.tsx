import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { DEFAULT_THEME, THEME_IDS, THEMES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { faviconFiles, faviconPath, faviconSvg } from './favicon.ts';
import { Logo } from './Logo.tsx';
import { LOGO_GLYPHS } from './logo-glyphs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '..', '..', '..');
const themesDir = path.join(webDir, 'app', 'themes');
const sources = Object.fromEntries(
  readdirSync(themesDir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => [f, readFileSync(path.join(themesDir, f), 'utf8')]),
);

describe('favicons', () => {
  const files = faviconFiles(sources, THEME_IDS, DEFAULT_THEME);

  it('ships the file scripts/favicons.ts writes for every theme, and the default theme as favicon.svg', () => {
    expect(Object.keys(files).sort()).toEqual(
      [...THEME_IDS.map((id) => `favicon-${id}.svg`), 'favicon.svg'].sort(),
    );
    for (const [name, svg] of Object.entries(files)) {
      const shipped = readFileSync(path.join(webDir, 'public', name), 'utf8');
      expect(shipped, `public/${name} is stale: run npx node apps/web/scripts/favicons.ts`).toBe(svg);
    }
    expect(files['favicon.svg']).toBe(files[`favicon-${DEFAULT_THEME}.svg`]);
  });

  it('draws each theme in its own colours and glyph', () => {
    expect(new Set(THEME_IDS.map((id) => files[faviconPath(id).slice(1)])).size).toBe(THEME_IDS.length);
    expect(faviconSvg('hc', { badge: '#1f4d2b', mark: '#ffc20e' })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
        '<rect x="2" y="2" width="36" height="36" rx="8" fill="#1f4d2b"/>' +
        `<path fill="#ffc20e" fill-rule="evenodd" d="${LOGO_GLYPHS.hc.path}"/></svg>\n`,
    );
  });
});

describe('Logo', () => {
  it.each(THEME_IDS)('%s: names the company and draws its own glyph', (id) => {
    const { container, unmount } = render(<Logo theme={id} companyName={THEMES[id].companyName} />);
    const logo = screen.getByRole('img', { name: THEMES[id].companyName });
    expect(logo.getAttribute('data-glyph')).toBe(LOGO_GLYPHS[id].label);
    expect(container.querySelector('path')?.getAttribute('d')).toBe(LOGO_GLYPHS[id].path);
    unmount();
  });

  it('gives no two brands the same glyph', () => {
    const glyphs = Object.values(LOGO_GLYPHS);
    expect(new Set(glyphs.map((g) => g.path)).size).toBe(THEME_IDS.length);
    expect(new Set(glyphs.map((g) => g.label)).size).toBe(THEME_IDS.length);
  });
});
