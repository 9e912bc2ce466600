// /article/legendary-service. The delivery line differs by country, not by theme, so both are here.

export const LEGENDARY_SERVICE_COPY = {
  title: 'Legendary service',
  description:
    'What {company} does before, during and after you buy: advice, delivery, installation and support.',
  lead: 'Buying an appliance or a piece of furniture is a decision you live with for years. At {company} we make it an easy one, from the first question to the day it is installed and long after.',
  adviceHeading: 'Advice from people who know',
  advice:
    'Our team is trained on the products we sell. Tell us about your kitchen, your laundry or your living room and we will help you compare sizes, features and running costs, so you buy what suits you rather than what is on the end of an aisle.',
  deliveryHeading: 'Delivery that fits your day',
  deliveryNz: 'We offer fast free delivery to most of New Zealand on thousands of products.',
  deliveryAu: 'We offer free next-day delivery to most metro areas on thousands of products.',
  deliveryDate: 'Choose a delivery date at checkout and we will let you know when we are on the way.',
  installHeading: 'Installed and ready to use',
  install:
    'Our installers can connect your new appliance, take away the packaging and remove your old one. Add installation when you order, or ask us what is possible for your home.',
  afterHeading: 'Here after you buy',
  after:
    'If something is not right, talk to us. We will help with warranty claims, manufacturer service and returns, and we will keep you informed until it is sorted.',
  talkHeading: 'Talk to us',
  callUs: 'Call us on',
  orVisit: ', visit a store, or',
  visit: 'Visit a store, or',
  browse: 'browse our range online',
} as const;
