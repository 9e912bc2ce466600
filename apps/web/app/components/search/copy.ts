// The count line is a function of the result; the search words themselves are in the copy catalogue (app/copy).

export function productsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}
