import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export * from './error-codes.ts';

/**
 * Body of every non-2xx answer of the storefront API, identity and payments services.
 * `errors` is the list the browser joins for a 400 (spec 000 §8); `message` is already the
 * catalogue wording for the status, so a client that only reads `message` shows the right words.
 */
export const ErrorBody = z.object({
  status: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.array(z.string()),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
