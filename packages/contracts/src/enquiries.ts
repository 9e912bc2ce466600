import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  PHONE_ERROR_MESSAGES,
  isCountry,
  isValidEmail,
  validatePhone,
  type Country,
} from '@shop/domain';

// POST /api/enquiry: the /contact-us and /ask-an-expert form (ADR 0010). JSON only: a cross-site HTML form cannot
// send application/json without a CORS preflight, which this origin does not grant, so the endpoint is CSRF-safe.

export const ENQUIRY_TOPICS = [
  'productAdvice',
  'delivery',
  'orderStatus',
  'returns',
  'stores',
  'other',
] as const;
export const ENQUIRY_SOURCES = ['contact-us', 'ask-an-expert'] as const;

export const ENQUIRY_LIMITS = { name: 80, message: 2000, productSku: 64 } as const;

export const EnquiryBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(ENQUIRY_LIMITS.name, `Please enter your name (max ${ENQUIRY_LIMITS.name} characters)`),
    email: z
      .string()
      .trim()
      .refine((v) => isValidEmail(v), 'Please enter a valid email address'),
    /** AU or NZ numbers (one shared validator, checked below); the country picks which error a near miss reports. */
    phone: z.string().trim().max(20, PHONE_ERROR_MESSAGES.generic),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Please enter a valid postcode'),
    topic: z.enum(ENQUIRY_TOPICS, { message: 'Please choose a topic' }),
    message: z
      .string()
      .trim()
      .min(1, 'Please enter your message')
      .max(ENQUIRY_LIMITS.message, `Please keep your message under ${ENQUIRY_LIMITS.message} characters`),
    productSku: z.string().trim().max(ENQUIRY_LIMITS.productSku).optional(),
    /** Which page sent it; default 'contact-us'. */
    source: z.enum(ENQUIRY_SOURCES).optional(),
    /** Decides which phone error a near miss reports ('Please enter a valid New Zealand mobile number'); default AU. */
    country: z.enum(COUNTRIES).optional(),
  })
  .refine((v) => validatePhone(v.phone, v.country ?? DEFAULT_COUNTRY) === null, {
    path: ['phone'],
    // Runs even when other fields are wrong, so the shopper sees every problem at once.
    when: (payload) => typeof (payload.value as { phone?: unknown } | undefined)?.phone === 'string',
    error: (issue) => {
      const v = issue.input as { phone: string; country?: Country };
      const country = isCountry(v.country) ? v.country : DEFAULT_COUNTRY;
      return PHONE_ERROR_MESSAGES[validatePhone(v.phone, country) ?? 'generic'];
    },
  });
export type EnquiryBody = z.input<typeof EnquiryBody>;

/** 201 */
export const EnquiryCreated = z.object({ id: z.number().int() });
export type EnquiryCreated = z.infer<typeof EnquiryCreated>;
