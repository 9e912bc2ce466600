import { redirect } from 'react-router';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { IDENTITY_FIELD_MESSAGES } from '@shop/contracts';
import { identityErrorMessage, isValidEmail, type Country } from '@shop/domain';
import { phoneFieldError } from '../../lib/phone.ts';
import { ADDRESS_FIELDS, addressFieldErrors, normaliseAddress } from './address-rules.ts';
import { formText } from './field-errors.ts';

// The /account page's forms (no-script posts): profile, add an address, delete one. Each answers what the page shows
// by the form it came from; a session that ran out on the way goes to sign-in like a page load does.

type Intent = 'profile' | 'add-address' | 'delete-address';

export type AccountActionResult =
  | { intent: Intent; ok: true; message: string }
  | {
      intent: Intent;
      ok: false;
      message: string | null;
      fields: Record<string, string>;
      values: Record<string, string>;
    };

const failed = (
  intent: Intent,
  message: string | null,
  fields: Record<string, string> = {},
  values: Record<string, string> = {},
): AccountActionResult => ({ intent, ok: false, message, fields, values });

/** 000 §8 identity wording for a refused account call (the API's errors list, or the service being unavailable). */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500)
    return identityErrorMessage({ errors: error.body?.errors ?? [] });
  return identityErrorMessage({ type: 'error' });
}

export interface AccountActionDeps {
  api: ApiClient;
  country: Country;
  /** Thrown when the API says the session is gone (a redirect to sign-in with exp=true). */
  expired: () => Response;
}

async function attempt(
  deps: AccountActionDeps,
  intent: Intent,
  run: () => Promise<string>,
): Promise<AccountActionResult> {
  try {
    return { intent, ok: true, message: await run() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw deps.expired();
    return failed(intent, messageOf(error));
  }
}

function profileErrors(values: Record<string, string>, country: Country): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((values['firstName'] ?? '').trim() === '') errors['firstName'] = IDENTITY_FIELD_MESSAGES.firstName;
  if ((values['lastName'] ?? '').trim() === '') errors['lastName'] = IDENTITY_FIELD_MESSAGES.lastName;
  if (!isValidEmail((values['email'] ?? '').trim())) errors['email'] = IDENTITY_FIELD_MESSAGES.email;
  const phone = phoneFieldError(values['phone'] ?? '', country);
  if (phone) errors['phone'] = phone;
  return errors;
}

export async function runAccountAction(
  deps: AccountActionDeps,
  form: FormData,
): Promise<AccountActionResult> {
  const intent = form.get('intent');
  if (intent === 'profile') {
    const values = formText(form, ['firstName', 'lastName', 'email', 'phone']);
    const fields = profileErrors(values, deps.country);
    if (Object.keys(fields).length > 0) return failed('profile', null, fields, values);
    return attempt(deps, 'profile', async () => {
      // Only what changed is sent: an unchanged e-mail sent as changed would need confirming again.
      const current = await deps.api.account();
      const body: Record<string, string> = {};
      for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) {
        const value = (values[key] ?? '').trim();
        if (value !== (current[key] ?? '')) body[key] = value;
      }
      if (Object.keys(body).length === 0) return '';
      return (await deps.api.updateAccount(body)).message;
    });
  }
  if (intent === 'add-address') {
    const raw = formText(form, ADDRESS_FIELDS);
    const values = normaliseAddress(raw);
    const fields = addressFieldErrors(values, deps.country);
    if (Object.keys(fields).length > 0) return failed('add-address', null, fields, raw);
    const result = await attempt(deps, 'add-address', async () => {
      await deps.api.saveAddress({ ...values, country: deps.country });
      return '';
    });
    return result.ok ? result : { ...result, values: raw };
  }
  if (intent === 'delete-address') {
    const id = form.get('id');
    if (typeof id !== 'string' || id === '') return failed('delete-address', identityErrorMessage(null));
    return attempt(deps, 'delete-address', async () => {
      await deps.api.deleteAddress(id);
      return '';
    });
  }
  throw redirect('/account');
}
