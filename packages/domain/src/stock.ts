// The cart's stock bound (docs/decisions/0012 'Stock bound'): the units of a product across all its cart lines must
// stay within its stock quantity. Adding checks it before the change commits; reading reports what stock took away.

export type AddToCartProblem = 'notForSale' | 'outOfStock';

/** Whether a product can go into a cart at all: it needs a price and some stock. Null when it can. */
export function addToCartProblem(product: {
  readonly priceCents: number;
  readonly stockQuantity: number;
}): AddToCartProblem | null {
  if (product.priceCents <= 0) return 'notForSale';
  if (product.stockQuantity <= 0) return 'outOfStock';
  return null;
}

/** The product's units across its lines exceed its stock: the change that led there is refused. */
export function exceedsStock(units: number, stockQuantity: number): boolean {
  return units > stockQuantity;
}

/** Units of an incoming line that fit beside the units already held (0 when none do). */
export function unitsThatFit(qty: number, stockQuantity: number, heldUnits: number): number {
  return Math.max(0, Math.min(qty, stockQuantity - heldUnits));
}

export interface StockLine {
  readonly productId: number;
  readonly qty: number;
  readonly stockQuantity: number;
}

export interface StockCheck<L extends StockLine> {
  /** Per input line: whether its product's units are within stock. */
  readonly available: readonly boolean[];
  /** The first line of each product whose units exceed its stock, in line order (one report per product). */
  readonly shortfalls: readonly L[];
}

/** Which lines stock still covers, by the product's units across all its lines. Reads never change the cart. */
export function checkCartStock<L extends StockLine>(lines: readonly L[]): StockCheck<L> {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.qty);
  const available = lines.map((l) => !exceedsStock(units.get(l.productId) ?? 0, l.stockQuantity));
  const reported = new Set<number>();
  const shortfalls: L[] = [];
  lines.forEach((l, i) => {
    if (available[i] || reported.has(l.productId)) return;
    reported.add(l.productId);
    shortfalls.push(l);
  });
  return { available, shortfalls };
}
