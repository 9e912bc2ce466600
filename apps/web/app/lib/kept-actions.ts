import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** What the shopper did in a part before its code came, made again once it has hydrated. */
type KeptAction =
  { kind: 'click'; control: HTMLElement } | { kind: 'choice'; control: HTMLSelectElement; value: string };

/**
 * What a shopper does in a part that hydrates after its page (`partOnDemand`) before the part's code has come. React
 * cannot hydrate the part for it, so it stops the event at the document and it would do nothing, or leave the control
 * showing what the page's state does not hold. So it is kept here, and made again, in order, once the part has
 * hydrated:
 * - a click on a button, a checkbox or a radio (or on its label, which clicks it), with its default action held
 *   back: a form's submit would reload the page, and a box would show ticked while the state says it is not;
 * - a choice in a select, which cannot be held back: it is made again as the same choice, through the change event
 *   React listens for.
 * Links need nothing: the browser follows them. The listeners sit on the window, above React's.
 * Returns what the part calls once it has hydrated (from an effect of its own).
 */
export function useKeptActions(box: RefObject<HTMLElement | null>): () => void {
  const kept = useRef<KeptAction[] | null>([]);
  useEffect(() => {
    const within = (event: Event, selector: string): HTMLElement | null => {
      const part = box.current;
      if (kept.current === null || part === null || !(event.target instanceof Element)) return null;
      const control = event.target.closest<HTMLElement>(selector);
      return control !== null && part.contains(control) ? control : null;
    };
    const keepClick = (event: MouseEvent) => {
      const control = within(event, 'button, input[type="checkbox"], input[type="radio"]');
      if (control === null) return;
      event.preventDefault();
      kept.current?.push({ kind: 'click', control });
    };
    const keepChoice = (event: Event) => {
      const control = within(event, 'select');
      if (control instanceof HTMLSelectElement)
        kept.current?.push({ kind: 'choice', control, value: control.value });
    };
    window.addEventListener('click', keepClick, true);
    window.addEventListener('change', keepChoice, true);
    return () => {
      window.removeEventListener('click', keepClick, true);
      window.removeEventListener('change', keepChoice, true);
    };
  }, [box]);
  return useCallback(() => {
    const list = kept.current ?? [];
    kept.current = null;
    for (const action of list) {
      if (!action.control.isConnected) continue;
      if (action.kind === 'click') action.control.click();
      else if ([...action.control.options].some((o) => o.value === action.value)) {
        action.control.value = action.value;
        action.control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }, []);
}
