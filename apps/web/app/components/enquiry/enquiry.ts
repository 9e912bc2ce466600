import { EnquiryBody, type EnquiryBody as EnquiryInput } from '@shop/contracts/enquiries';
import { PHONE_ERROR_MESSAGES, validatePhone, type Country } from '@shop/domain';

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'postcode', 'topic', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  postcode: '',
  topic: '',
  message: '',
};

export function enquiryValues(form: FormData): EnquiryValues {
  const read = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    postcode: read('postcode'),
    topic: read('topic'),
    message: read('message'),
  };
}

/** The same zod schema the API validates with; the first message per field. */
export function validateEnquiry(
  values: EnquiryValues,
  extra: { productSku?: string; source: 'contact-us' | 'ask-an-expert'; country: Country },
): { ok: true; body: EnquiryInput } | { ok: false; errors: EnquiryErrors } {
  const input = {
    ...values,
    ...(extra.productSku ? { productSku: extra.productSku } : {}),
    source: extra.source,
    country: extra.country,
  };
  const parsed = EnquiryBody.safeParse(input);
  if (parsed.success) return { ok: true, body: input as EnquiryInput };
  const errors: EnquiryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
      errors[field as EnquiryField] ??= issue.message;
    }
  }
  // The schema's phone rule is a refinement, which zod skips while other fields fail; the same rule fills the gap.
  const phoneKind = errors.phone ? null : validatePhone(values.phone, extra.country);
  if (phoneKind) errors.phone = PHONE_ERROR_MESSAGES[phoneKind];
  return { ok: false, errors };
}
