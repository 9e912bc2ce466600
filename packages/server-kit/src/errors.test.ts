import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorBody } from '@shop/contracts';
import { AppError, ERROR_STATUS, codeForStatus, errorBody } from './errors.ts';

describe('error codes', () => {
  it('gives every code of the closed list one status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('takes the status of a thrown code from the map, never from the thrower', () => {
    expect(new AppError('store_not_found', ['Store not found']).status).toBe(404);
    expect(new AppError('coupon_used', ['x']).status).toBe(400);
    expect(new AppError('payload_too_large').status).toBe(413);
  });

  it('names a status that came from the framework with a code of the list', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 415, 429, 500, 502, 503]) {
      expect(ERROR_CODES).toContain(codeForStatus(status));
      expect(ERROR_STATUS[codeForStatus(status)]).toBe(status === 502 ? 500 : status);
    }
  });

  it('refuses a body whose code is not in the list', () => {
    expect(ErrorBody.safeParse(errorBody(404, 'not_found', [])).success).toBe(true);
    expect(ErrorBody.safeParse({ status: 400, code: 'made_up', message: 'x', errors: [] }).success).toBe(false);
  });
});
