// 000 §3 and §4: the current page can only be set between 1 and the total page count.

export interface PaginationInstance {
  readonly id: string;
  readonly currentPage: number;
  readonly totalItems: number;
  readonly itemsPerPage: number;
}

export function totalPages(totalItems: number, itemsPerPage: number): number {
  if (!(itemsPerPage > 0) || !(totalItems > 0)) return 1;
  return Math.ceil(totalItems / itemsPerPage);
}

export function clampPage(page: number, totalItems: number, itemsPerPage: number): number {
  const last = totalPages(totalItems, itemsPerPage);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/** The new instance and whether the page changed (a change emits an event). */
export function setPage(
  p: PaginationInstance,
  page: number,
): { instance: PaginationInstance; changed: boolean } {
  const currentPage = clampPage(page, p.totalItems, p.itemsPerPage);
  return { instance: { ...p, currentPage }, changed: currentPage !== p.currentPage };
}
