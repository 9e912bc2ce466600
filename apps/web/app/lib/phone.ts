import { PHONE_ERROR_MESSAGES, validatePhone, type Country } from '@shop/domain';

// telHref is in tel.ts: the header and footer need it on every page, the phone rules only the forms that ask for one.

/**
 * The message for an optional phone field, or null when it is empty or valid. AU and NZ numbers are both accepted
 * (000 §5); the site's country picks the near-miss message, e.g. 'Please enter a valid New Zealand mobile number' for
 * '021 12' on the NZ site.
 */
export function phoneFieldError(raw: string, country: Country): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const kind = validatePhone(value, country);
  return kind ? PHONE_ERROR_MESSAGES[kind] : null;
}
