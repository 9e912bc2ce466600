import { memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useKeptActions } from './kept-actions.ts';

/**
 * A part of a page that the server renders in full and the browser hydrates once its own code has come (the hook
 * `partOnDemand` returns): the server's markup stays on screen meanwhile, whatever the page does, and what the
 * shopper does in it is not lost (docs/decisions/0068).
 * - A part waiting for its code must get no new props, or React would draw its fallback, nothing, in place of that
 *   markup: `same` says when two sets of props draw the same part, and the memo stops at them.
 * - A click, a tick or a choice made in it meanwhile is kept and made again once it has hydrated (`useKeptActions`).
 * The part is drawn inside `box`, an element of its own (`aside`, a plain `div`) that bounds what is kept.
 */
export function laterPart<P extends object>(
  usePart: () => ComponentType<P>,
  same: (a: P, b: P) => boolean,
  box: { tag: 'aside' | 'div'; className?: string },
) {
  function Loaded({ onHydrated, part }: { onHydrated: () => void; part: P }) {
    const Part = usePart();
    useEffect(onHydrated, [onHydrated]);
    return <Part {...part} />;
  }
  return memo(function LaterPart(props: P): ReactNode {
    const element = useRef<HTMLDivElement>(null);
    const hydrated = useKeptActions(element);
    const Box = box.tag;
    return (
      <Box ref={element} className={box.className}>
        <Suspense fallback={null}>
          <Loaded part={props} onHydrated={hydrated} />
        </Suspense>
      </Box>
    );
  }, same);
}
