import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_IDS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';
import { themeColours } from './tokens.ts';

const themesDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(themesDir, '..');
const sources = Object.fromEntries(
  readdirSync(themesDir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => [f, readFileSync(path.join(themesDir, f), 'utf8')]),
);

/** Text drawn in the first colour on the second, as the components' stylesheets pair them (WCAG 1.4.3: 4.5:1). */
const TEXT_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-header-bg'],
  ['--color-text', '--color-footer-bg'],
  ['--color-bg', '--color-text'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface'],
  ['--color-link', '--color-bg'],
  ['--color-link', '--color-surface'],
  ['--color-price', '--color-bg'],
  ['--color-price', '--color-surface'],
  ['--color-brand', '--color-bg'],
  ['--color-brand', '--color-surface'],
  ['--color-brand', '--color-header-bg'],
  ['--color-brand', '--color-brand-contrast'],
  ['--color-brand-contrast', '--color-brand'],
  ['--color-brand-contrast', '--color-brand-hover'],
  ['--color-nav-text', '--color-nav-bg'],
  ['--color-error', '--color-bg'],
  ['--color-error', '--color-surface'],
  ['--color-error-contrast', '--color-error'],
  ['--color-success', '--color-bg'],
  ['--color-success', '--color-surface'],
  ['--color-success-contrast', '--color-success'],
  ['--color-sale', '--color-bg'],
  ['--color-sale', '--color-surface'],
  ['--color-overlay-text', '--color-sale'],
];

/** Shapes that must stand out from what is next to them (WCAG 1.4.11: 3:1). */
const GRAPHIC_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['--color-logo-mark', '--color-logo-badge'],
  ['--color-logo-badge', '--color-header-bg'],
  ['--color-focus', '--color-bg'],
  ['--color-focus', '--color-surface'],
];

function ratio(tokens: Readonly<Record<string, string>>, fg: string, bg: string): number {
  const a = tokens[fg];
  const b = tokens[bg];
  if (!a || !b) throw new Error(`${fg} or ${bg} does not resolve to a colour`);
  const r = contrastRatio(a, b);
  if (r === null) throw new Error(`${a} or ${b} is not a hex colour`);
  return Math.floor(r * 100) / 100;
}

describe('theme palettes', () => {
  it('ships one stylesheet per theme, each imported by index.css', () => {
    const index = sources['index.css'] ?? '';
    for (const id of THEME_IDS) {
      expect(Object.keys(sources)).toContain(`${id}.css`);
      expect(index).toContain(`@import './${id}.css';`);
    }
  });

  it.each(THEME_IDS)('%s: every text pair reads at 4.5:1 or more', (id) => {
    const tokens = themeColours(sources, id);
    const failures = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: ratio(tokens, fg, bg) }))
      .filter((p) => p.ratio < 4.5)
      .map((p) => `${p.pair}: ${p.ratio}`);
    expect(failures).toEqual([]);
  });

  it.each(THEME_IDS)('%s: the logo glyph, its badge and the focus ring stand out at 3:1 or more', (id) => {
    const tokens = themeColours(sources, id);
    const failures = GRAPHIC_PAIRS.map(([fg, bg]) => ({
      pair: `${fg} on ${bg}`,
      ratio: ratio(tokens, fg, bg),
    }))
      .filter((p) => p.ratio < 3)
      .map((p) => `${p.pair}: ${p.ratio}`);
    expect(failures).toEqual([]);
  });

  it('gives every theme its own brand, accent, link and surface colours', () => {
    for (const token of ['--color-brand', '--color-accent', '--color-link', '--color-surface']) {
      const values = THEME_IDS.map((id) => themeColours(sources, id)[token]);
      // Two themes of one company may share a single colour, but no two themes share all four.
      expect(new Set(values).size, token).toBeGreaterThanOrEqual(5);
    }
    const palettes = THEME_IDS.map((id) => {
      const t = themeColours(sources, id);
      return [t['--color-brand'], t['--color-accent'], t['--color-link'], t['--color-surface']].join(' ');
    });
    expect(new Set(palettes).size).toBe(THEME_IDS.length);
    const brandAndAccent = THEME_IDS.map((id) => {
      const t = themeColours(sources, id);
      return `${t['--color-brand']} ${t['--color-accent']}`;
    });
    expect(new Set(brandAndAccent).size).toBe(THEME_IDS.length);
  });

  it('defines every colour token the components use, for every theme', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    const used = new Set(
      walk(appDir)
        .filter((f) => /\.(css|tsx?)$/.test(f) && !f.startsWith(themesDir))
        .flatMap((f) =>
          [...readFileSync(f, 'utf8').matchAll(/var\((--color-[\w-]+)/g)].map((m) => m[1] ?? ''),
        ),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const id of THEME_IDS) {
      const tokens = themeColours(sources, id);
      const missing = [...used].filter((name) => !tokens[name]);
      expect(missing, id).toEqual([]);
    }
  });
});

describe('themeColours', () => {
  const css = {
    'a.css':
      ':root { --x: #123; --y: var(--x); --m: color-mix(in srgb, var(--x) 50%, #ffffff); } @media (min-width: 1px) { :root { --x: #000; } }',
    'b.css': '.theme-b { --x: #ff0000; --z: var(--missing, #00ff00); }',
  };

  it('resolves var() and color-mix against the theme block, ignoring media blocks', () => {
    expect(themeColours(css, 'b')).toMatchObject({
      '--x': '#ff0000',
      '--y': '#ff0000',
      '--m': '#ff8080',
      '--z': '#00ff00',
    });
  });

  it('refuses a theme with no stylesheet rule', () => {
    expect(() => themeColours(css, 'c')).toThrow('No .theme-c rule');
  });
});
