import type { Page } from '@playwright/test';

// For the parts of a page that hydrate after it, when their own script has come (docs/decisions/0068): a test holds
// that script back to see the page in exactly that window, and watches that the server's markup of the part stays.

/** Holds back the script whose address matches until `release()`; `asked()` says whether the browser asked for it. */
export async function holdScript(
  page: Page,
  address: RegExp,
): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(address, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/**
 * Counts, from the page's first byte, how many times the element with this id left the document after it had been
 * there; the returned function reads the count.
 */
export async function countLeaving(page: Page, id: string): Promise<() => Promise<number>> {
  const key = `left:${id}`;
  await page.addInitScript(
    ({ id, key }) => {
      const counts = window as unknown as Record<string, number>;
      let seen = false;
      counts[key] = 0;
      new MutationObserver(() => {
        const there = document.getElementById(id) !== null;
        if (seen && !there) counts[key] = (counts[key] ?? 0) + 1;
        seen ||= there;
      }).observe(document, { childList: true, subtree: true });
    },
    { id, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? 0, key);
}
