import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Clicks on the buttons of a part that hydrates after its page (`partOnDemand`), made before the part's code has come.
 * React cannot hydrate the part for them, so it stops them at the document and they would do nothing; they are kept
 * here instead (the default action too: a form's submit would reload the page) and made again, in order, once the
 * part has hydrated. Links need nothing: the browser follows them. The listener sits on the window, above React's.
 * Returns what the part calls once it has hydrated (from an effect of its own).
 */
export function useKeptClicks(box: RefObject<HTMLElement | null>): () => void {
  const kept = useRef<HTMLElement[] | null>([]);
  useEffect(() => {
    const keep = (event: MouseEvent) => {
      const list = kept.current;
      const part = box.current;
      if (list === null || part === null || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button === null || !part.contains(button)) return;
      event.preventDefault();
      list.push(button);
    };
    window.addEventListener('click', keep, true);
    return () => window.removeEventListener('click', keep, true);
  }, [box]);
  return useCallback(() => {
    const list = kept.current ?? [];
    kept.current = null;
    for (const button of list) if (button.isConnected) button.click();
  }, []);
}
