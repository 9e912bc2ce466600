import { checkoutFormErrors, PHONE_ERROR_MESSAGES, validatePhone, type Country } from '@shop/domain';

// A saved address must be one the checkout accepts: the same delivery-address rules of packages/domain that the
// account API applies (apps/api account/addresses.ts), run first here so each message can sit by its field.

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'address',
  'suburb',
  'state',
  'postcode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The values as the API will store them (trimmed, state in capitals). */
export function normaliseAddress(raw: Readonly<Record<string, string>>): AddressValues {
  const values = {} as AddressValues;
  for (const field of ADDRESS_FIELDS) values[field] = (raw[field] ?? '').trim();
  values.state = values.state.toUpperCase();
  return values;
}

/** The first failing rule of each field, by field name; empty when the checkout would take the address. */
export function addressFieldErrors(
  values: AddressValues,
  country: Country,
  today = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const problems = checkoutFormErrors(
    { deliveryAddress: { ...values, country }, selectedPaymentOption: 0 },
    { country, hasRestrictedBrand: false, isFreeOrder: true, billingDiffers: false, today },
  );
  for (const problem of problems) {
    const [group, field] = problem.path;
    if (group === 'deliveryAddress' && typeof field === 'string' && !(field in errors))
      errors[field] = problem.message;
  }
  if (values.phone !== '') {
    const kind = validatePhone(values.phone, country);
    if (kind) errors['phone'] = PHONE_ERROR_MESSAGES[kind];
  }
  return errors;
}
