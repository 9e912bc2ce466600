// The chat launcher (000 §4) shows minimised only when nothing blocks it. The chat widget itself is not built yet;
// this registry is what it will read. Sources are counted per name so two tiles or two bars cannot unblock early.

export type ChatBlockerSource = 'compare' | 'product-page' | 'filter-panel' | 'mobile-nav' | 'sliding-panel';

const counts = new Map<ChatBlockerSource, number>();
const listeners = new Set<() => void>();
let snapshot: readonly ChatBlockerSource[] = [];

function publish(): void {
  snapshot = [...counts.keys()];
  for (const l of listeners) l();
}

export function addChatBlocker(source: ChatBlockerSource): () => void {
  counts.set(source, (counts.get(source) ?? 0) + 1);
  publish();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (counts.get(source) ?? 1) - 1;
    if (n <= 0) counts.delete(source);
    else counts.set(source, n);
    publish();
  };
}

export function chatBlockers(): readonly ChatBlockerSource[] {
  return snapshot;
}

export function subscribeChatBlockers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loaded and unblocked: shown minimised; otherwise hidden. */
export function isChatLauncherShown(loaded: boolean): boolean {
  return loaded && snapshot.length === 0;
}
