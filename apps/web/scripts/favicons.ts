// Writes public/favicon-<id>.svg for every theme (and public/favicon.svg for the default theme) from the logo glyphs
// and the theme stylesheets' colours. Run after changing either: `npx node apps/web/scripts/favicons.ts`.
// app/components/shell/favicon.test.ts fails while a shipped file differs from what this writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, THEME_IDS } from '@shop/domain';
import { faviconFiles } from '../app/components/shell/favicon.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const themesDir = path.join(webDir, 'app', 'themes');
const sources = Object.fromEntries(
  readdirSync(themesDir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => [f, readFileSync(path.join(themesDir, f), 'utf8')]),
);
for (const [name, svg] of Object.entries(faviconFiles(sources, THEME_IDS, DEFAULT_THEME))) {
  writeFileSync(path.join(webDir, 'public', name), svg);
  console.log(`wrote public/${name}`);
}
