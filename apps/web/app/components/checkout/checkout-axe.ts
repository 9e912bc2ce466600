import axe from 'axe-core';

// The WCAG 2.2 AA rules the browser tests hold every page to (tests/e2e/axe.ts), run over jsdom's markup for the
// checkout's unit tests. jsdom lays nothing out, so the rules that need a layout (contrast, target size) are left to
// the browser tests.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const NEEDS_LAYOUT = { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } };

/** axe's violations inside `root`, one readable line each. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: WCAG_TAGS }, rules: NEEDS_LAYOUT });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
