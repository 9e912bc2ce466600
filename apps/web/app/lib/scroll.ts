export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window to `top` over exactly `durationMs` (the spec fixes 600 ms for back-to-top and 1000 ms
 * elsewhere, which CSS smooth scrolling cannot promise). Reduced-motion users jump straight there.
 */
export function scrollWindowTo(top: number, durationMs: number): void {
  const start = window.scrollY;
  const distance = top - start;
  if (
    durationMs <= 0 ||
    distance === 0 ||
    prefersReducedMotion() ||
    typeof requestAnimationFrame !== 'function'
  ) {
    window.scrollTo(0, top);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start + distance * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Height of the fixed header, so anchored sections are not hidden beneath it. */
export function fixedHeaderOffset(): number {
  const header = document.querySelector('[data-shell-header]');
  return header instanceof HTMLElement ? header.getBoundingClientRect().height : 0;
}

/** Scrolls to the element with this id (leading '#' allowed); false when there is none. */
export function scrollToAnchor(anchor: string, durationMs: number, extraOffset = 0): boolean {
  const id = decodeURIComponent(anchor.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - fixedHeaderOffset() - extraOffset;
  scrollWindowTo(Math.max(0, top), durationMs);
  return true;
}
