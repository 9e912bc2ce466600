import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetScriptLoader } from '../script-loader.ts';
import { offerSurveyOptIn, resetCustomerReviews, showReviewsBadge } from './customer-reviews.ts';

const scripts = () => document.querySelectorAll<HTMLScriptElement>('script');
const order = { orderId: 'ORD-1', email: 'sam@example.com', deliveryCountry: 'AU', estimatedDeliveryDate: '2026-12-03' };

function fakePlatform() {
  const render = vi.fn();
  const badge = vi.fn();
  window.gapi = {
    load: (_module, callback) => callback(),
    surveyoptin: { render },
    ratingbadge: { render: badge },
  };
  return { render, badge };
}

afterEach(() => {
  resetScriptLoader();
  resetCustomerReviews();
  document.head.innerHTML = '';
  delete window.gapi;
  vi.restoreAllMocks();
});

describe('customer reviews', () => {
  it('loads nothing without a merchant id', async () => {
    expect(await showReviewsBadge('', document.body, undefined)).toBe(false);
    expect(await offerSurveyOptIn('', order, undefined)).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('offers the survey once per order with the 001 §3 payload, loading the platform script once', async () => {
    const { render, badge } = fakePlatform();
    const offered = offerSurveyOptIn('123456', order, 'n0nce');
    const badgeShown = showReviewsBadge('123456', document.body, 'n0nce');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://apis.google.com/js/platform.js');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(offered).resolves.toBe(true);
    await expect(badgeShown).resolves.toBe(true);
    expect(render).toHaveBeenCalledWith({
      merchant_id: 123456,
      order_id: 'ORD-1',
      email: 'sam@example.com',
      delivery_country: 'AU',
      estimated_delivery_date: '2026-12-03',
      opt_in_style: 'BOTTOM_RIGHT_DIALOG',
    });
    expect(badge).toHaveBeenCalledWith(document.body, { merchant_id: 123456, position: 'INLINE' });
    expect(await offerSurveyOptIn('123456', order, 'n0nce')).toBe(false);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and offers nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offered = offerSurveyOptIn('123456', order, undefined);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(offered).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
