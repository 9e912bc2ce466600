// One record of the open modals for the whole page: the top one answers Escape and the Back button, the ones below
// it fade (000 §4), and the page carries a modal-open marker while any is open.

export interface ModalEntry {
  readonly id: string;
  readonly close: () => void;
}

const EMPTY: readonly ModalEntry[] = [];
let stack: readonly ModalEntry[] = EMPTY;
const listeners = new Set<() => void>();

export const MODAL_OPEN_CLASS = 'modal-open';

function publish(next: readonly ModalEntry[]): void {
  stack = next;
  if (typeof document !== 'undefined') document.body.classList.toggle(MODAL_OPEN_CLASS, next.length > 0);
  for (const listener of listeners) listener();
}

export function openModal(entry: ModalEntry): void {
  publish([...stack.filter((e) => e.id !== entry.id), entry]);
}

export function forgetModal(id: string): void {
  if (stack.some((e) => e.id === id)) publish(stack.filter((e) => e.id !== id));
}

export function modalStack(): readonly ModalEntry[] {
  return stack;
}

export function serverModalStack(): readonly ModalEntry[] {
  return EMPTY;
}

export function subscribeModalStack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the top modal; false when none is open. */
export function closeTopModal(): boolean {
  const top = stack.at(-1);
  top?.close();
  return top !== undefined;
}

export function closeAllModals(): void {
  for (const entry of [...stack].reverse()) entry.close();
}
