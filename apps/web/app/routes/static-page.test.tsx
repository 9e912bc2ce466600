import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as staticPage from './static-page.tsx';

afterEach(cleanup);

const PAGE = {
  name: 'delivery',
  heading: 'Delivery',
  body: '<p>We deliver <em>fast</em>.</p>',
  metaTitle: 'Delivery information',
  metaDescription: 'How and when we deliver.',
};

describe('static page', () => {
  it('renders the heading and the HTML body', async () => {
    renderRoute(staticPage, {
      path: '/s/:uri',
      url: '/s/delivery',
      answers: { '/api/Static/delivery': PAGE },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeTruthy();
    expect(screen.getByText('fast').tagName).toBe('EM');
  });

  it('has the meta title, an article Open Graph type and a canonical link', async () => {
    const { result } = await runLoader(staticPage.loader, {
      url: '/s/Delivery',
      params: { uri: 'Delivery' },
      answers: { '/api/Static/Delivery': PAGE },
    });
    const tags = staticPage.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({ title: 'Delivery information | Appliance Central' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com.au/s/delivery',
    });
    expect(tags).toContainEqual({ name: 'description', content: 'How and when we deliver.' });
  });

  it('answers 404 for a page that does not exist', async () => {
    const { thrown } = await runLoader(staticPage.loader, {
      url: '/s/nope',
      params: { uri: 'nope' },
      answers: {},
    });
    expect(statusOf(thrown)).toBe(404);
  });
});
