// Fixed checkout wording quoted in 001 §2 and §4 (error texts are in errors.ts, field messages in checkout-form.ts).

export const CHECKOUT_COPY = {
  leaveWarning: 'You have not completed your order yet. Are you sure you want to leave?',
  continueShopping: 'Continue Shopping',
  back: 'Back',
  supportMobile: '24/7',
  supportDesktop: '24/7 Customer Support',
  supportDesktopAu: '24/7 Australia Customer Support',
  installationContact: 'Yes, contact me to discuss installation options',
  winningServicesOverride: 'Assign order for Winning Services delivery',
  orderSummary: 'Order Summary',
  editCart: 'Edit Cart',
  requestAssistance: 'Request Assistance',
  payWithZipApp: 'Pay with Zip App',
  useOtherPaymentMethod: 'Use Other Payment Method',
  free: 'FREE',
} as const;

export const CHECKOUT_PATHS = {
  checkout: '/customer/checkout',
  confirmation: '/customer/confirmation',
  askAnExpert: '/ask-an-expert',
  storageTerms: '/s/winning-storage-terms-and-conditions',
  home: '/',
} as const;

export function confirmationUrl(cartId: string): string {
  return `${CHECKOUT_PATHS.confirmation}?id=${encodeURIComponent(cartId)}`;
}

/** The leave warning shows unless the shopper is being sent to a payment provider. */
export function shouldWarnOnLeave(ctx: { orderCompleted: boolean; redirectingToProvider: boolean }): boolean {
  return !ctx.orderCompleted && !ctx.redirectingToProvider;
}
