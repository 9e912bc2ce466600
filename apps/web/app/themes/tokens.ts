import { parseHex } from '../lib/contrast.ts';

// Reads the colour tokens of the theme stylesheets (this folder's <id>.css) the way the browser resolves them on
// <html class="theme-<id>">: the shared :root defaults of aol.css, then the theme's own block. Used by the contrast
// test and by the favicon script, so both judge and draw with the colours the pages really use.

export type TokenMap = Readonly<Record<string, string>>;

interface Rule {
  selectors: string[];
  declarations: Record<string, string>;
}

/** Top-level rules only: blocks inside @media and other at-rules are left out (they hold sizes, not colours). */
function topLevelRules(css: string): Rule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let depth = 0;
  let start = 0;
  let selector = '';
  let inAtRule = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '{') {
      if (depth === 0) {
        selector = source.slice(start, i).trim();
        inAtRule = selector.startsWith('@');
        start = i + 1;
      }
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!inAtRule) {
          const declarations: Record<string, string> = {};
          for (const part of source.slice(start, i).split(';')) {
            const colon = part.indexOf(':');
            if (colon < 0) continue;
            const name = part.slice(0, colon).trim();
            if (name.startsWith('--')) declarations[name] = part.slice(colon + 1).trim();
          }
          rules.push({ selectors: selector.split(',').map((s) => s.trim()), declarations });
        }
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      // Statements such as @import end here.
      start = i + 1;
    }
  }
  return rules;
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** color-mix(in srgb, A p%, B): channel-wise mix of the two gamma-encoded colours. */
function mixSrgb(a: string, b: string, weightOfA: number): string | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  return toHex(ca.map((c, i) => c * weightOfA + (cb[i] ?? 0) * (1 - weightOfA)));
}

/** Resolves one token to a #rrggbb colour, following var() (with fallbacks) and color-mix(in srgb, …). */
function resolveValue(value: string, raw: TokenMap, seen: Set<string>): string | null {
  const v = value.trim();
  const hex = parseHex(v);
  if (hex) return toHex(hex);
  const ref = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(v);
  if (ref) {
    const name = ref[1] ?? '';
    const own = raw[name];
    if (own !== undefined && !seen.has(name)) return resolveValue(own, raw, new Set([...seen, name]));
    return ref[2] ? resolveValue(ref[2], raw, seen) : null;
  }
  const mix = /^color-mix\(\s*in srgb\s*,\s*(.+?)\s+(\d+(?:\.\d+)?)%\s*,\s*(.+?)\s*\)$/.exec(v);
  if (mix) {
    const a = resolveValue(mix[1] ?? '', raw, seen);
    const b = resolveValue(mix[3] ?? '', raw, seen);
    return a && b ? mixSrgb(a, b, Number(mix[2]) / 100) : null;
  }
  return null;
}

/**
 * Every colour token a theme's pages see, resolved to #rrggbb. `sources` maps a stylesheet's name (aol.css, …) to its
 * text; the shared defaults come from the `:root` rules of all of them, then `.theme-<id>` overrides.
 */
export function themeColours(sources: Readonly<Record<string, string>>, themeId: string): TokenMap {
  const rules = Object.values(sources).flatMap(topLevelRules);
  const raw: Record<string, string> = {};
  for (const rule of rules) if (rule.selectors.includes(':root')) Object.assign(raw, rule.declarations);
  let found = false;
  for (const rule of rules) {
    if (rule.selectors.includes(`.theme-${themeId}`)) {
      Object.assign(raw, rule.declarations);
      found = true;
    }
  }
  if (!found) throw new Error(`No .theme-${themeId} rule in the theme stylesheets`);
  const resolved: Record<string, string> = {};
  for (const name of Object.keys(raw)) {
    const colour = resolveValue(raw[name] ?? '', raw, new Set([name]));
    if (colour) resolved[name] = colour;
  }
  return resolved;
}
