/** First, last and two either side of the current page; null marks a gap. */
export function pageWindow(current: number, pages: number, radius = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) out.push(null);
    out.push(page);
  });
  return out;
}
