// /promotions and /promotion/{path}.

export const PROMOTIONS_COPY = {
  title: 'Promotions',
  description: 'Current offers, cashback and bonus rewards.',
  none: 'There are no promotions running right now. Please check back soon.',
} as const;

export const PROMOTION_COPY = {
  promotions: 'Promotions',
  notRunning: 'This promotion is not running at the moment.',
  claimBy: 'Claim by {date}',
  categories: 'Categories in this promotion',
  products: 'Products in this promotion',
} as const;

/** The promotion cards and their claim link, wherever a page lists promotions. */
export const PROMOTION_CARD_COPY = {
  featured: 'Featured',
  claim: 'Claim now',
  claimLabel: ': {title} (opens in a new tab)',
} as const;
