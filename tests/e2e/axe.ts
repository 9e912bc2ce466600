import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The standard every page is held to: WCAG 2.2 AA (and the A/AA rules of the versions before it). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page (or inside `include`, a CSS selector), one readable line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

export async function expectAxeClean(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
