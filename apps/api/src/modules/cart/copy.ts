import {
  CHECKOUT_ERROR_MESSAGES,
  COUPON_MESSAGES,
  centsToDollars,
  formatDecimalAmount,
  formatPrice,
  type CodeProblem,
} from '@shop/domain';

/**
 * The cart's and the coupon engine's own wording (docs/decisions/0012). The spec's fixed sentences come from the
 * domain catalogue; the rest are ours, kept here so the web and the tests quote one source.
 */
export const CART_COPY = {
  unknown: CHECKOUT_ERROR_MESSAGES.cartUnknown,
  removeMissing: CHECKOUT_ERROR_MESSAGES.cartRemoveMissing,
  couponApply: CHECKOUT_ERROR_MESSAGES.couponApply,
  couponDelete: CHECKOUT_ERROR_MESSAGES.couponDelete,
  couponEmpty: COUPON_MESSAGES.empty,
  productNotFound: 'Sorry, we could not find that product.',
  notForSale: (title: string) => `Sorry, ${title} cannot be bought online. Please contact us for a price.`,
  outOfStock: (title: string) => `Sorry, ${title} is out of stock.`,
  stockLimit: (title: string, available: number) =>
    `Sorry, we only have ${available} of ${title} in stock. Please choose a quantity of ${available} or less.`,
  stockReduced: (title: string, available: number) =>
    available > 0
      ? `Only ${available} of ${title} ${available === 1 ? 'is' : 'are'} now in stock. Please reduce the quantity.`
      : `${title} is now out of stock. Please remove it from your cart.`,
  warrantyNotOffered: (title: string) => `That warranty is not offered with ${title}.`,
  installNotOffered: (title: string) => `That installation is not offered with ${title}.`,
  invalidEmail: 'Please enter a valid email address.',
  emptyCart: 'Add a product to your cart before applying a code.',
  codeUnknown: (code: string) => `${code} is not a valid coupon or gift card code.`,
  couponExpired: (code: string) => `The coupon ${code} has expired.`,
  couponNotStarted: (code: string) => `The coupon ${code} is not active yet.`,
  couponMinSpend: (code: string, minCents: number) =>
    `Spend ${formatPrice(centsToDollars(minCents))} or more to use the coupon ${code}.`,
  couponOutOfScope: (code: string) => `The coupon ${code} does not apply to the products in your cart.`,
  couponNeedsEmail: (code: string) => `Please enter your email address to use the coupon ${code}.`,
  couponUsed: (code: string) => `The coupon ${code} has already been used with this email address.`,
  oneCouponOnly: (held: string) => `Only one coupon can be used per order. Remove ${held} first.`,
  giftCardEmpty: (code: string) => `The gift card ${code} has no balance left.`,
  giftCardExpired: (code: string) => `The gift card ${code} has expired.`,
  giftCardDescription: (balanceCents: number) =>
    `Gift card (balance ${formatDecimalAmount(centsToDollars(balanceCents))})`,
} as const;

/** The words for why a code does not count (the domain's pricing names the reason). */
export function codeProblemMessage(problem: CodeProblem): string {
  switch (problem.reason) {
    case 'unknown':
      return CART_COPY.codeUnknown(problem.code);
    case 'couponExpired':
      return CART_COPY.couponExpired(problem.code);
    case 'couponNotStarted':
      return CART_COPY.couponNotStarted(problem.code);
    case 'couponMinSpend':
      return CART_COPY.couponMinSpend(problem.code, problem.minSpendCents);
    case 'couponOutOfScope':
      return CART_COPY.couponOutOfScope(problem.code);
    case 'giftCardExpired':
      return CART_COPY.giftCardExpired(problem.code);
    case 'giftCardEmpty':
      return CART_COPY.giftCardEmpty(problem.code);
  }
}
