import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_HTTP_ERROR_MESSAGES } from '@shop/domain';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as notFound from './not-found.tsx';
import * as pageNotFound from './page-not-found.tsx';

afterEach(cleanup);

const lookup = (path: string) => `/api/redirect?fromUrl=${encodeURIComponent(path)}`;

async function visit(path: string, answer?: unknown) {
  return runLoader(notFound.loader, {
    url: path,
    answers: answer === undefined ? {} : { [lookup(path)]: answer },
  });
}

describe('unknown paths', () => {
  it('looks up the path with its query and follows a relative destination', async () => {
    const { thrown, api } = await visit('/old-fridges?colour=white', {
      doRedirect: true,
      destinationUri: '/c/kitchen/fridges',
    });
    expect(api.calls[0]?.input).toBe('/api/redirect?fromUrl=%2Fold-fridges%3Fcolour%3Dwhite');
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/c/kitchen/fridges');
  });

  it('answers with the status the redirect row asks for', async () => {
    for (const statusCode of [301, 302, 307, 308]) {
      const { thrown } = await visit('/catalogue', {
        doRedirect: true,
        destinationUri: '/promotions',
        statusCode,
      });
      expect(statusOf(thrown), String(statusCode)).toBe(statusCode);
      expect((thrown as Response).headers.get('location')).toBe('/promotions');
    }
    const { thrown } = await visit('/partner', {
      doRedirect: true,
      destinationUri: 'https://partner.example.com/deals',
      statusCode: 302,
    });
    expect(statusOf(thrown)).toBe(302);
  });

  it('answers 301 when the lookup gives no status or one that is not a redirect', async () => {
    for (const statusCode of [undefined, null, 200, 418]) {
      const { thrown } = await visit('/old', { doRedirect: true, destinationUri: '/new', statusCode });
      expect(statusOf(thrown), String(statusCode)).toBe(301);
    }
  });

  it('follows an absolute destination', async () => {
    const { thrown } = await visit('/partner', {
      doRedirect: true,
      destinationUri: 'https://partner.example.com/deals',
    });
    expect((thrown as Response).headers.get('location')).toBe('https://partner.example.com/deals');
  });

  it('gives a www. destination https://', async () => {
    const { thrown } = await visit('/blog', { doRedirect: true, destinationUri: 'www.example.com/blog' });
    expect((thrown as Response).headers.get('location')).toBe('https://www.example.com/blog');
  });

  it('adds the leading slash to a relative destination without one', async () => {
    const { thrown } = await visit('/washers', { doRedirect: true, destinationUri: 'c/laundry' });
    expect((thrown as Response).headers.get('location')).toBe('/c/laundry');
  });

  it('answers page-not-found with 404 and no redirect when there is no row (address kept)', async () => {
    for (const answer of [{ doRedirect: false, destinationUri: null }, undefined]) {
      const { thrown, result } = await visit('/no-such-page', answer);
      expect(thrown).toBeUndefined();
      expect(statusOf(result)).toBe(404);
    }
  });

  it('does not loop on a row that points at itself', async () => {
    const { result } = await visit('/loop', { doRedirect: true, destinationUri: '/loop' });
    expect(statusOf(result)).toBe(404);
  });

  it('renders the page-not-found message in place', async () => {
    renderRoute(notFound, { path: '*', url: '/no-such-page', answers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(SHARED_HTTP_ERROR_MESSAGES[404])).toBeTruthy();
  });

  it('/404 itself answers 404 and is not indexed', async () => {
    const { result } = await runLoader(pageNotFound.loader, { url: '/404', answers: {} });
    expect(statusOf(result)).toBe(404);
    const tags = pageNotFound.meta({ loaderData: (result as { data: unknown }).data } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ title: 'Page not found | Appliance Central' });
  });
});
