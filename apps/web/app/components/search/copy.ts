/** The search wording. 'Products' and 'View all products' are quoted by 000 §2; the rest is ours (ADR 0011). */
export const SEARCH_COPY = {
  label: 'Search products',
  placeholder: 'Search products, brands and more',
  button: 'Search',
  heading: 'Products',
  viewAll: 'View all products',
  empty: 'No matching products',
} as const;

export function productsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}
