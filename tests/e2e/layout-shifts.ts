import type { Page } from '@playwright/test';

/**
 * Records, from the first paint on, every layout shift that moves an element inside `selector` (matched with
 * `closest`, so the element itself or anything in it). Call before `goto`.
 */
export async function watchLayoutShifts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const w = window as unknown as { __moved: string[] };
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[]) {
        for (const source of entry.sources) {
          if (source.node instanceof Element && source.node.closest(watched))
            w.__moved.push(source.node.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
}

/** What moved so far, read after the next frame has been laid out so a shift the last render caused is reported. */
export function movedSoFar(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve((window as unknown as { __moved: string[] }).__moved)),
        ),
      ),
  );
}
