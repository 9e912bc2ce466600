import { describe, expect, it } from 'vitest';
import {
  breakpointFor,
  cartListScrollHeight,
  isMobileWidth,
  modalWidth,
  navbarScrollHeight,
} from './breakpoints.ts';
import { confirmationUrl, shouldWarnOnLeave } from './checkout-copy.ts';
import { shouldShowError } from './form-errors.ts';
import { checkoutChangeDebounceMs, TIMINGS_MS } from './timings.ts';

describe('breakpoints', () => {
  it.each([
    ['000 §9 xl 1200', 1200, 'xl'],
    ['000 §9 lg 975', 975, 'lg'],
    ['000 §9 974 is md', 974, 'md'],
    ['000 §9 md 768', 768, 'md'],
    ['000 §9 767 is sm', 767, 'sm'],
    ['000 §9 sm 520', 520, 'sm'],
    ['000 §9 xs 0', 0, 'xs'],
  ] as const)('%s', (_s, width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it.each<[string, () => unknown, unknown]>([
    ['000 §9 modal default 700 at 768 and wider', () => modalWidth('default', 768), 700],
    ['000 §9 modal small 560', () => modalWidth('small', 1000), 560],
    ['000 §9 modal medium 800', () => modalWidth('medium', 1000), 800],
    ['000 §3 two-column is always large', () => modalWidth('small', 1000, true), 970],
    ['000 §9 below 768 full width', () => modalWidth('large', 767), 'full'],
    ['001 §9 cart list 180 below 768', () => cartListScrollHeight(767), 180],
    ['001 §9 cart list 300 below 975', () => cartListScrollHeight(974), 300],
    ['001 §9 cart list 600 from 975', () => cartListScrollHeight(975), 600],
    ['000 §2 navbar height 70', () => navbarScrollHeight(true, false), 70],
    ['000 §2 doubled with no masthead and not scrolled', () => navbarScrollHeight(false, false), 140],
    ['000 §2 back-to-top hidden at mobile widths', () => isMobileWidth(500), true],
  ])('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });
});

describe('form error display', () => {
  it.each([
    [
      '000 §5 touched and dirty with the error',
      { touched: true, dirty: true, submitted: false, errors: { required: true } },
      true,
    ],
    [
      '000 §5 touched but not dirty',
      { touched: true, dirty: false, submitted: false, errors: { required: true } },
      false,
    ],
    [
      '000 §5 after submit',
      { touched: false, dirty: false, submitted: true, errors: { required: true } },
      true,
    ],
    [
      '000 §5 the named error must be present',
      { touched: true, dirty: true, submitted: true, errors: { pattern: true } },
      false,
    ],
    ['000 §5 no errors', { touched: true, dirty: true, submitted: true, errors: null }, false],
  ] as const)('%s', (_s, control, expected) => {
    expect(shouldShowError(control, 'required')).toBe(expected);
  });
});

describe('timings and checkout navigation', () => {
  it.each<[string, () => unknown, unknown]>([
    [
      '001 §9 change handler debounce 400 ms for values longer than 1 character',
      () => checkoutChangeDebounceMs('ab'),
      400,
    ],
    ['001 §9 no debounce for 1 character', () => checkoutChangeDebounceMs('a'), 0],
    ['000 §9 global message auto-hide 3000 ms', () => TIMINGS_MS.globalMessageAutoHide, 3000],
    [
      '001 §4 orderCompleted goes to /customer/confirmation?id={cartId}',
      () => confirmationUrl('abc'),
      '/customer/confirmation?id=abc',
    ],
    [
      '001 §2 leave warning except when redirecting to a provider',
      () => shouldWarnOnLeave({ orderCompleted: false, redirectingToProvider: true }),
      false,
    ],
    [
      '001 §2 leave warning while the order is open',
      () => shouldWarnOnLeave({ orderCompleted: false, redirectingToProvider: false }),
      true,
    ],
  ])('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });
});
