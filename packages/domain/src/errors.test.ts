import { describe, expect, it } from 'vitest';
import {
  checkoutErrorMessage,
  couponApplyErrorMessage,
  couponDeleteErrorMessage,
  deliveryUnavailableMessage,
  emailChangeErrorMessage,
  genericHttpErrorMessage,
  identityErrorMessage,
  isRedirectLookupWanted,
  paymentConfirmationErrorMessage,
  pollingTimeoutError,
  providerReturnMessage,
  resolveRedirect,
  sharedHttpErrorMessage,
} from './errors.ts';
import { cartErrorMessage, parseErrorMessages } from './error-basics.ts';

describe('sharedHttpErrorMessage', () => {
  it.each([
    [
      '000 §8 400 joined list of messages',
      400,
      ['Email is required.', 'Phone is required.'],
      'Email is required. Phone is required.',
    ],
    ['000 §8 400 unparsable', 400, undefined, 'An error has occurred, please try again'],
    ['000 §8 400 empty list', 400, ['  '], 'An error has occurred, please try again'],
    ['000 §8 401', 401, undefined, 'You are not authorised for this action'],
    ['000 §8 403', 403, undefined, 'permission denied for the resource'],
    ['000 §8 404', 404, undefined, 'The page you looking for does not exist, please try again'],
    ['000 §8 other', 500, undefined, 'An error has occurred, please try again'],
  ] as const)('%s', (_s, status, messages, expected) => {
    expect(sharedHttpErrorMessage(status, messages)).toBe(expected);
  });
});

describe('parseErrorMessages', () => {
  it.each([
    ['000 §8 a string body', 'Bad thing', ['Bad thing']],
    ['000 §8 a list body', ['a', 3, 'b'], ['a', 'b']],
    ['001 §3 cart errors each with message', { errors: [{ message: 'Out of stock' }] }, ['Out of stock']],
    ['000 §8 messages key', { messages: ['x'] }, ['x']],
    ['000 §8 message key', { errors: [], message: 'y' }, ['y']],
    ['000 §8 unparsable', 42, []],
  ] as const)('%s', (_s, body, expected) => {
    expect(parseErrorMessages(body)).toEqual(expected);
  });
});

describe('genericHttpErrorMessage', () => {
  it.each([
    ['001 §8 generic 400', 400, 'Invalid request. Please check your input.'],
    ['001 §8 generic 401', 401, 'Authentication required. Please log in again.'],
    ['001 §8 generic 403', 403, 'You do not have permission to perform this action.'],
    ['001 §8 generic 404', 404, 'The requested resource could not be found.'],
    ['001 §8 generic 500', 500, 'A server error occurred. Please try again later.'],
    ['001 §8 generic else', 502, 'An unexpected error occurred. Please try again later.'],
  ] as const)('%s', (_s, status, expected) => {
    expect(genericHttpErrorMessage(status)).toBe(expected);
  });
});

describe('identity and confirmation errors', () => {
  it.each([
    [
      '000 §8 identity default',
      () => identityErrorMessage(null),
      'Something has gone wrong, Please try again.',
    ],
    [
      '000 §8 identity errors joined with blank lines',
      () => identityErrorMessage({ errors: ['A', 'B'] }),
      'A\n\nB',
    ],
    [
      '000 §8 identity type error',
      () => identityErrorMessage({ type: 'error' }),
      'Service currently unavailable. Please try again later',
    ],
    ['000 §8 email change without a valid token', () => emailChangeErrorMessage(false), 'Invalid login'],
    ['000 §8 email change with a valid token', () => emailChangeErrorMessage(true), null],
    [
      '001 §8 confirmation errors joined with blank lines',
      () => paymentConfirmationErrorMessage({ errors: ['X', 'Y'] }),
      'X\n\nY',
    ],
    [
      '001 §8 confirmation type error',
      () => paymentConfirmationErrorMessage({ errors: [], type: 'error' }),
      'Service currently unavailable. Please try again later',
    ],
    [
      '001 §8 confirmation generic default (ADR 0003)',
      () => paymentConfirmationErrorMessage({}),
      'An error has occurred, please try again',
    ],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });
});

describe('checkout catalogue', () => {
  const phone = '1300 000 000';
  it.each([
    [
      '001 §8 checkout 401',
      () => checkoutErrorMessage(401, phone),
      'Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on 1300 000 000.',
    ],
    [
      '001 §8 checkout 400 shows the body list',
      () => checkoutErrorMessage(400, phone, ['Cart changed.']),
      'Cart changed.',
    ],
    [
      '001 §8 other checkout errors',
      () => checkoutErrorMessage(500, phone),
      'An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on 1300 000 000.',
    ],
    [
      '001 §8 delivery unavailable',
      () => deliveryUnavailableMessage(phone),
      'Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements 1300 000 000',
    ],
    [
      '001 §8 polling timeout 408',
      () => pollingTimeoutError('W123'),
      {
        status: 408,
        message:
          'There has been an error processing your order, please contact our support team. Order reference : W123',
      },
    ],
    ['001 §2 status CANCELLED', () => providerReturnMessage('CANCELLED'), "You've cancelled your payment."],
    ['001 §2 other status', () => providerReturnMessage('OK'), null],
    ['001 §8 cart error first string', () => cartErrorMessage({ errors: ['First', 'Second'] }), 'First'],
    [
      '001 §8 cart error unknown',
      () => cartErrorMessage(null),
      'An unknown error occurred, please try again later',
    ],
    ['001 §8 coupon apply server message', () => couponApplyErrorMessage('Expired code'), 'Expired code'],
    ['001 §8 coupon apply default', () => couponApplyErrorMessage(''), 'An Error while applying the coupon.'],
    ['001 §8 coupon delete first status error', () => couponDeleteErrorMessage(['Not found']), 'Not found'],
    [
      '001 §8 coupon delete default',
      () => couponDeleteErrorMessage(null),
      'An Error while deleting the coupon.',
    ],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('404 redirects', () => {
  it.each([
    ['001 §8 404s on /api/giftcard pass through', '/api/giftcard/123', false],
    ['001 §8 other 404s look up a redirect', '/api/v2/product/slug/x', true],
  ] as const)('%s', (_s, url, expected) => {
    expect(isRedirectLookupWanted(url)).toBe(expected);
  });

  it.each([
    [
      '000 §8 absolute destination followed',
      { doRedirect: true, destinationUri: 'https://x.example/a' },
      { kind: 'absolute', url: 'https://x.example/a' },
    ],
    [
      '000 §8 www. gets https:// prepended',
      { doRedirect: true, destinationUri: 'www.x.example/a' },
      { kind: 'absolute', url: 'https://www.x.example/a' },
    ],
    [
      '000 §8 relative destination replaces history',
      { doRedirect: true, destinationUri: 'c/fridges' },
      { kind: 'relative', path: '/c/fridges' },
    ],
    [
      '000 §8 otherwise /404',
      { doRedirect: false, destinationUri: '/x' },
      { kind: 'not-found', path: '/404' },
    ],
    ['000 §8 no result /404', null, { kind: 'not-found', path: '/404' }],
  ] as const)('%s', (_s, result, expected) => {
    expect(resolveRedirect(result)).toEqual(expected);
  });
});
