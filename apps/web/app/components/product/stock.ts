import type { Product } from '@shop/contracts';

/** Stock wording is not quoted by the spec; ours (docs/decisions/0008-catalogue-pages.md). */
export const STOCK_TEXT: Record<Product['stockStatus'], string> = {
  inStock: 'In stock',
  backOrder: 'On back order: we will confirm your delivery date',
  noStock: 'Out of stock',
  supersededAndNoStock: 'No longer available: this model has been replaced',
  indeterminate: 'Call us to check availability',
};

/** Short explanations under the condition badge; also ours. */
export const CONDITION_TEXT: Record<NonNullable<Product['conditionType']>, string> = {
  'Cosmetic Imperfection': 'Works as new, with minor marks or dents on the outside.',
  'New Condition': 'Unused and in as-new condition; the packaging may have been opened.',
  'Brand New Runout': 'Brand new, end-of-line model sold at a runout price.',
};
