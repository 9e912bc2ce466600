import { IDENTITY_ERROR_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/domain';

// The account pages' words: sign-in, registration, passwords, email confirmation and the account and order pages
// (docs/decisions/0018-copy-catalogue.md). Per-route sections, so they ship only with those routes; the header's
// account menu keeps its few words in the base (../account.ts). The identity wording of 000 §8 comes from
// packages/domain, so the pages say what the services mean.

export const SIGN_IN_COPY = {
  title: 'Sign in',
  heading: 'Sign in to your account',
  email: 'Email address',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create account',
  noAccount: 'New here?',
  or: 'Or sign in with',
  demoProvider: 'Continue with Demo ID',
  expired: 'Your session has expired, please sign in again.',
  unavailable: 'Signing in is not available at the moment. Please try again later.',
} as const;

export const REGISTER_COPY = {
  title: 'Create account',
  heading: 'Create your account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  phone: 'Phone (optional)',
  abn: 'ABN (optional, for business accounts)',
  submit: 'Create account',
  doneHeading: 'Check your e-mail',
  done: 'We have sent you an e-mail to confirm your address. Please check your e-mail to confirm, then sign in.',
  signIn: 'Sign in',
  haveAccount: 'Already have an account?',
} as const;

export const PASSWORD_COPY = {
  rule: `At least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters. Avoid common passwords.`,
  forgotTitle: 'Forgot password',
  forgotHeading: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to reset your password.',
  email: 'Email address',
  send: 'Send reset link',
  forgotDoneHeading: 'Check your e-mail',
  forgotDone:
    'If there is an account for that address, we have sent it a link to reset the password. The link lasts one hour.',
  resetTitle: 'Reset password',
  resetHeading: 'Choose a new password',
  newPassword: 'New password',
  repeatPassword: 'New password again',
  mismatch: 'The two passwords do not match.',
  reset: 'Reset password',
  resetDoneHeading: 'Your password has been changed',
  resetDone: 'You can now sign in with your new password.',
  signIn: 'Sign in',
  backToSignIn: 'Back to sign in',
} as const;

export const CONFIRM_EMAIL_COPY = {
  title: 'Confirm e-mail',
  doneHeading: 'Your e-mail address is confirmed',
  signIn: 'Sign in',
  failedHeading: 'We could not confirm your e-mail address',
  invalid: 'This link is invalid or has expired.',
  resendIntro: 'Enter your e-mail address and we will send you a new link.',
  email: 'Email address',
  resend: 'Send a new link',
  resentHeading: 'Check your e-mail',
} as const;

export const ACCOUNT_PAGE_COPY = {
  /** The page title of /account. */
  title: 'My account',
  profileHeading: 'Profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phoneOptional: 'Phone (optional)',
  saveProfile: 'Save profile',
  profileSaved: 'Your profile has been saved.',
  salespersonCode: 'Salesperson code',
  addressesHeading: 'Saved addresses',
  noAddresses: 'You have no saved addresses yet.',
  addAddressHeading: 'Add an address',
  companyName: 'Company (optional)',
  address: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  addressPhone: 'Phone (optional)',
  saveAddress: 'Save address',
  addressSaved: 'The address has been saved.',
  deleteAddress: 'Delete',
  deleteAddressLabel: 'Delete address: {address}',
  addressDeleted: 'The address has been deleted.',
  ordersHeading: 'Orders',
  noOrders: 'You have no orders yet.',
  orderNumber: 'Order number',
  placedAt: 'Placed',
  status: 'Status',
  items: 'Items',
  total: 'Total',
  ordersPages: 'Order pages',
  newer: 'Newer orders',
  older: 'Older orders',
  orderTitle: 'Order {orderNumber}',
  orderLabel: 'Order {orderNumber}, placed {date}',
  backToAccount: 'Back to my account',
  orderPlaced: 'Placed on {date}',
  orderStatus: 'Status: {status}',
  orderItemsHeading: 'Items',
  product: 'Product',
  sku: 'Code',
  quantity: 'Quantity',
  price: 'Price',
  deliveryHeading: 'Delivery',
  deliveryOn: 'Delivery on {date}',
  noDeliveryDate: 'Your delivery date will be confirmed by our team.',
  changeDeliveryDate: 'Change delivery date',
  deliveryClosed:
    'Your delivery is less than two working days away and can no longer be changed online. Please call us on {phone}.',
  deliverTo: 'Delivering to',
  orderNotFound: 'Order not found',
} as const;

export const IDENTITY_ERRORS_COPY = {
  /** 000 §8 */
  default: IDENTITY_ERROR_MESSAGES.default,
  /** 000 §8 */
  unavailable: IDENTITY_ERROR_MESSAGES.unavailable,
  formErrors: 'Please check the fields marked below.',
} as const;
