// The /zip, /zipmoney, /afterpay, /klarna and /humm pages. Slots are filled from the price rules' own examples, so the pages and the
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
  unavailable: 'Afterpay is not offered at the moment.',
  shopStep: 'Add your products to the cart at {company}.',
  chooseTitle: 'Choose Afterpay',
  chooseStep: 'Select Afterpay at checkout and log in or sign up in a few steps.',
  payTitle: 'Pay every 2 weeks',
  payStep: 'Your first payment is taken when you order; the other three follow automatically.',
  terms:
    'Afterpay is offered by Afterpay and is subject to approval and its terms. Late fees may apply if a payment is missed.',
} as const;

export const KLARNA_COPY = {
  crumb: 'Klarna',
  title: 'Pay in 4 with Klarna',
  lead: 'Get it now and split the cost into 4 interest-free payments, one every 2 weeks. There is nothing extra to pay when you pay on time.',
  example:
    'For example, an order of {total} is {count} payments of {amount}: the first when you order, then in 2, 4 and 6 weeks.',
  range: 'Klarna is available on orders from {min} to {max}.',
  unavailable: 'Klarna is not offered at the moment.',
  shopStep: 'Add your products to the cart at {company}.',
  chooseTitle: 'Choose Klarna',
  chooseStep: 'Select Klarna at checkout, then log in or sign up and confirm your plan on Klarna’s page.',
  payTitle: 'Pay every 2 weeks',
  payStep: 'Your first payment is taken when you order; Klarna collects the other three every 2 weeks after.',
  terms:
    'Klarna is offered by Klarna and is subject to approval and its terms. Late fees may apply if a payment is missed.',
} as const;

export const HUMM_COPY = {
  crumb: 'Humm',
  title: 'Pay in slices with Humm',
  lead: 'Humm splits your purchase into fortnightly payments with no interest: 5 payments on orders up to {shortMax}, and 10 payments on orders above that up to {max}.',
  shortExample: 'For example, an order of {total} is {plan}.',
  longExample: 'An order of {total} is {plan}.',
  range: 'Humm is available on orders from {min} to {max}.',
  unavailable: 'Humm is not offered at the moment.',
  shopStep: 'Add your products to the cart at {company}.',
  chooseTitle: 'Choose Humm',
  chooseStep: 'Select Humm at checkout, then log in or apply and confirm your plan on Humm’s page.',
  payTitle: 'Pay every fortnight',
  payStep: 'Your payments are taken every 2 weeks until your order is paid off.',
  terms:
    'Humm is offered by Humm and is subject to approval, its terms and fees. The product page shows the plan for each product’s price.',
} as const;
