import type { Breadcrumb } from '@shop/contracts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  uri: string;
  title: string;
  sortOrder: number;
  /** Plain text (docs/decisions/0009); null when the category has none. */
  description: string | null;
}

/** The category tree in memory (a few dozen rows), for trails, sub-trees and roll-ups of per-category counts. */
export class CategoryIndex {
  readonly byId: ReadonlyMap<number, CategoryRow>;
  readonly byUri: ReadonlyMap<string, CategoryRow>;
  private readonly childrenOf = new Map<number | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.byUri = new Map(rows.map((r) => [r.uri.toLowerCase(), r]));
    const sorted = [...rows].sort(
      (a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title) || a.id - b.id,
    );
    for (const row of sorted) {
      const key = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      const list = this.childrenOf.get(key) ?? [];
      list.push(row);
      this.childrenOf.set(key, list);
    }
  }

  /** Children of a category, or the top-level categories for null; in display order. */
  children(id: number | null): CategoryRow[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** The category and everything below it. */
  subtreeIds(id: number): number[] {
    const out: number[] = [];
    const stack = [id];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      out.push(next);
      for (const child of this.children(next)) stack.push(child.id);
    }
    return out;
  }

  /** Root first, ending with the category itself. */
  ancestry(id: number): CategoryRow[] {
    const trail: CategoryRow[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      trail.unshift(current);
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return trail;
  }

  /** Breadcrumbs as site paths ('/c/kitchen/cooking'); Home is the web's to add. */
  trail(id: number, opts: { includeSelf: boolean }): Breadcrumb[] {
    const rows = this.ancestry(id);
    return (opts.includeSelf ? rows : rows.slice(0, -1)).map((r) => ({
      title: r.title,
      uri: categoryPath(r.uri),
    }));
  }

  /** Sums per-category counts over each category's sub-tree. */
  rollUp(counts: ReadonlyMap<number, number>): Map<number, number> {
    const totals = new Map<number, number>();
    const visit = (id: number): number => {
      const known = totals.get(id);
      if (known !== undefined) return known;
      totals.set(id, 0); // guards against a cycle in bad data
      const sum = (counts.get(id) ?? 0) + this.children(id).reduce((acc, c) => acc + visit(c.id), 0);
      totals.set(id, sum);
      return sum;
    };
    for (const id of this.byId.keys()) visit(id);
    return totals;
  }
}

export function categoryPath(uri: string): string {
  return `/c/${uri}`;
}

/** 'Kitchen/Cooking/' or '/kitchen//ovens' → 'kitchen/cooking', 'kitchen/ovens'. */
export function normaliseCategoryUri(raw: string): string {
  return raw.trim().toLowerCase().split('/').filter(Boolean).join('/');
}
