import type { ENQUIRY_TOPICS } from '@shop/contracts/enquiries';
import { SHARED_HTTP_ERROR_MESSAGES } from '@shop/domain';

// /contact-us and its enquiry form; only that route's chunk carries them.

export const CONTACT_COPY = {
  title: 'Ask an expert',
  intro:
    'Tell us what you need and one of our product experts will get back to you, usually within one business day.',
  callUs: 'Prefer to talk? Call us on {number}.',
  aboutSku: 'About product SKU: {sku}',
  thanks: 'Thanks, we’ve got your enquiry.',
  inTouch: 'An expert will be in touch soon.',
  /** 000 §8: the enquiry call failed without messages of its own. */
  failed: SHARED_HTTP_ERROR_MESSAGES.fallback,
} as const;

export const ENQUIRY_COPY = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  topic: 'Topic',
  message: 'Message',
  optional: '(optional)',
  chooseTopic: 'Choose a topic',
  send: 'Send enquiry',
  sending: 'Sending…',
} as const;

/** Topic wording is ours (ADR 0011); the keys are the contract's topic values. */
export const ENQUIRY_TOPIC_COPY = {
  productAdvice: 'Product advice',
  delivery: 'Delivery',
  orderStatus: 'Order status',
  returns: 'Returns and warranty',
  stores: 'Stores',
  other: 'Something else',
} as const satisfies Record<(typeof ENQUIRY_TOPICS)[number], string>;
