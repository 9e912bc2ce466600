// Counted, so the mobile nav and any other panel can lock the page independently; the last one to let go restores it.
// Modals use React Aria's own lock (on <html>), so the two never overwrite each other's saved styles.

let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockPageScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const body = document.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
