// The error texts and readers every page's shell uses (the cart store, the layout's and the account menu's words). They are apart from
// errors.ts so the shell's script does not carry the checkout and account catalogues (docs/decisions/0046-js-budget.md).

/** 001 §8: a cart call failed with no message of its own. */
export const CART_UNKNOWN_ERROR = 'An unknown error occurred, please try again later';

/** The non-blank strings of a list, trimmed. */
export function usableMessages(messages: readonly unknown[] | null | undefined): string[] {
  return (messages ?? [])
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim());
}

/**
 * Reads the list of messages out of a 400 body: a string, a list of strings, or an object with `errors`, `messages`
 * or `message`. Anything else is unparsable and gives an empty list.
 */
export function parseErrorMessages(body: unknown): string[] {
  if (typeof body === 'string') return usableMessages([body]);
  if (Array.isArray(body)) return usableMessages(body);
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    for (const key of ['errors', 'messages'] as const) {
      const v = o[key];
      if (Array.isArray(v)) {
        const list = usableMessages(
          v.map((e) => (e && typeof e === 'object' ? (e as Record<string, unknown>).message : e)),
        );
        if (list.length > 0) return list;
      }
    }
    if (typeof o.message === 'string') return usableMessages([o.message]);
  }
  return [];
}

/** Cart call failure: the first error string of the response, else the unknown-error text (001 §8). */
export function cartErrorMessage(body: unknown): string {
  return parseErrorMessages(body)[0] ?? CART_UNKNOWN_ERROR;
}

/** Other fixed texts of 000 §8. */
export const MISC_ERROR_TEXT = {
  closeErrorMessage: 'Close Error Message',
  scriptNotInLibrary: 'Does not exist in script library',
  searchServerError: 'Server error',
  tooManyProducts: 'Too many products',
} as const;

/** 000 §8 identity errors. */
export const IDENTITY_ERROR_MESSAGES = {
  default: 'Something has gone wrong, Please try again.',
  unavailable: 'Service currently unavailable. Please try again later',
  invalidLogin: 'Invalid login',
} as const;
