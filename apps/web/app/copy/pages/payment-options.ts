// The /zip, /zipmoney and /afterpay pages. Slots are filled from the price rules' own examples, so the pages and the
// price block quote the same numbers.

export const PAYMENT_OPTIONS_COPY = {
  howItWorks: 'How it works',
  shop: 'Shop',
} as const;

export const ZIP_COPY = {
  zip: 'Zip',
  zipMoney: 'Zip Money',
  title: 'Pay later with {title}',
  nzLead:
    'Take it home now and pay in 4 interest-free payments with Zip. The first payment is made when you order, the rest every 2 weeks.',
  nzExample:
    'For example, an order of {total} is {count} payments of {amount}: today, then in 2, 4 and 6 weeks.',
  lead: 'Zip lets you buy what you need today and pay it off over time, interest free for an offer period. Choose Zip at checkout, sign in or apply in minutes, and your order is on its way.',
  flatUpTo: 'on purchases up to {max}.',
  longExample:
    'Above that, the weekly amount depends on the repayment period of the current offer. For example, a {total} purchase over {months} months reads “{text}”.',
  shopStep: 'Add your products to the cart at {company} as usual.',
  chooseTitle: 'Choose Zip',
  chooseStep: 'Select Zip as your payment method at checkout and log in or sign up.',
  payTitle: 'Pay over time',
  payStep: 'Your repayments are managed in your Zip account. Pay more whenever you like.',
  terms:
    '*Zip is offered by Zip Co and is subject to approval, terms and fees. Minimum monthly repayments are required. The product page shows what Zip offers for each product’s price.',
} as const;

export const AFTERPAY_COPY = {
  crumb: 'Afterpay',
  title: 'Pay in 4 with Afterpay',
  lead: 'Get it now and pay for it in 4 interest-free payments, one every 2 weeks. There is nothing extra to pay when you pay on time.',
  example:
    'For example, an order of {total} is {count} payments of {amount}: the first when you order, then in 2, 4 and 6 weeks.',
  upTo: 'Afterpay is available on orders up to {max}.',
  shopStep: 'Add your products to the cart at {company}.',
  chooseTitle: 'Choose Afterpay',
  chooseStep: 'Select Afterpay at checkout and log in or sign up in a few steps.',
  payTitle: 'Pay every 2 weeks',
  payStep: 'Your first payment is taken when you order; the other three follow automatically.',
  terms:
    'Afterpay is offered by Afterpay and is subject to approval and its terms. Late fees may apply if a payment is missed.',
} as const;
