import { cleanup, screen, within } from '@testing-library/react';
import type { PromotionDetail } from '@shop/contracts';
import { offerEndsText } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test/catalogue.tsx';
import { productFixture } from '../test/fixtures.ts';
import * as promotion from './promotion.tsx';
import * as promotions from './promotions.tsx';

afterEach(cleanup);

const promo = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  path: 'bonus-cooktop',
  title: 'Bonus cooktop with any oven',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  brand: { name: 'Acme', uri: 'acme' },
  thumbnailImg: '/img/promo.jpg',
  ribbon: 'bonus',
  featured: true,
  categories: ['kitchen/ovens'],
  redemption: 'https://claims.example.com/acme',
  redemptionEndDate: '2027-01-31',
  childHasActiveRedemption: true,
  rewardLabel: 'Bonus cooktop',
  isCurrent: true,
  body: '<p>Buy an oven, get a cooktop.</p>',
  products: [productFixture()],
  ...overrides,
});

describe('promotion page', () => {
  it("shows ribbon, reward, 'Offer Ends dd/MM/yyyy', categories, products and the claim link", async () => {
    renderRoute(promotion, {
      path: '/promotion/:uri',
      url: '/promotion/bonus-cooktop',
      answers: { '/api/v2/promotions/bonus-cooktop': promo() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonus cooktop with any oven' }),
    ).toBeTruthy();
    expect(screen.getByText('Offer Ends 31/12/2026')).toBeTruthy();
    expect(screen.getAllByText('Bonus cooktop').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ovens' }).getAttribute('href')).toBe('/c/kitchen/ovens');
    const products = screen.getByRole('list', { name: 'Products in this promotion' });
    expect(within(products).getByRole('heading', { name: 'Front Load Washer 8kg' })).toBeTruthy();
    const claim = screen.getByRole('link', { name: /Claim now/ });
    expect(claim.getAttribute('href')).toBe('https://claims.example.com/acme');
    expect(claim.getAttribute('target')).toBe('_blank');
    expect(claim.getAttribute('rel')).toContain('noopener');
  });

  it('hides the end date when it is more than a year after the start (offerEndsText)', async () => {
    renderRoute(promotion, {
      path: '/promotion/:uri',
      url: '/promotion/bonus-cooktop',
      answers: { '/api/v2/promotions/bonus-cooktop': promo({ endDate: '2028-01-01', redemption: null }) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(offerEndsText('2026-11-01', '2028-01-01')).toBeNull();
    expect(screen.queryByText(/Offer Ends/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Claim now/ })).toBeNull();
  });

  it('lists promotions featured first, linking to /promotion/{path}', async () => {
    const { products: _omit, body: _body, ...summary } = promo();
    renderRoute(promotions, {
      path: '/promotions',
      url: '/promotions',
      answers: {
        '/api/v2/promotions': {
          promotions: [
            { ...summary, path: 'plain', title: 'Plain offer', featured: false, products: [] },
            { ...summary, products: [] },
          ],
          totalCount: 2,
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Promotions' });
    const links = within(list)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/promotion/'));
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/promotion/bonus-cooktop',
      '/promotion/plain',
    ]);
  });
});
