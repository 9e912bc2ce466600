// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the router's own Link is what this wrapper is held to
import { Link as RouterLink, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, Link, type LinkProps } from './link.tsx';

function html(element: ReactElement, basename = '/', at = '/c/kitchen/dishwashers'): string {
  return renderToString(
    <MemoryRouter basename={basename} initialEntries={[basename === '/' ? at : `${basename}${at}`]}>
      {element}
    </MemoryRouter>,
  );
}

const PATHS = [
  '/',
  '/p/miele-60cm-built-in-dishwasher-m547e',
  '/c/kitchen/dishwashers?page=2&sort=price-asc',
  '/c/kitchen/dishwashers/',
  '/s/delivery#returns',
  '/search/fridge%20freezer',
  "/brand/fisher-paykel?f=brand:fisher+paykel,price:100-200&x=a'b",
  '/customer/account/orders/12345',
];

const PROPS: Partial<LinkProps>[] = [
  {},
  { className: 'tile_link', 'aria-label': 'Miele dishwasher' },
  { target: '_blank', rel: 'noopener' },
  { discover: 'none' },
  { prefetch: 'intent', replace: true, state: { from: 'tile' }, preventScrollReset: true },
];

describe('Link on the server', () => {
  it('writes what React Router writes for every plain path, whatever else it is given', () => {
    for (const to of PATHS) {
      for (const props of PROPS) {
        const ours = html(
          <Link {...props} to={to}>
            Dishwashers
          </Link>,
        );
        const router = html(
          <RouterLink {...props} to={to}>
            Dishwashers
          </RouterLink>,
        );
        expect(ours, `${to} ${JSON.stringify(props)}`).toBe(router);
      }
    }
  });

  it('leaves to the router every path it would rewrite', () => {
    for (const to of [
      '//elsewhere.example/x',
      'https://elsewhere.example/',
      'relative/path',
      '../up',
      '/a/../b',
      '/a/./b',
      '/a//b',
      '/fridge freezer',
      '/ü',
      '?page=2',
      '#top',
    ]) {
      expect(isPlainPath(to), to).toBe(false);
      expect(html(<Link to={to}>x</Link>), to).toBe(html(<RouterLink to={to}>x</RouterLink>));
    }
    const object = { pathname: '/p/a', search: '?x=1' };
    expect(html(<Link to={object}>x</Link>)).toBe(html(<RouterLink to={object}>x</RouterLink>));
  });

  it('leaves to the router a link that writes more than its href, and a router with a base path', () => {
    expect(
      html(
        <Link to="/p/a" reloadDocument>
          x
        </Link>,
      ),
    ).toBe(
      html(
        <RouterLink to="/p/a" reloadDocument>
          x
        </RouterLink>,
      ),
    );
    expect(
      html(
        <Link to="/p/a" prefetch="render">
          x
        </Link>,
      ),
    ).toBe(
      html(
        <RouterLink to="/p/a" prefetch="render">
          x
        </RouterLink>,
      ),
    );
    const underShop = html(<Link to="/p/a">x</Link>, '/shop');
    expect(underShop).toContain('href="/shop/p/a"');
    expect(underShop).toBe(html(<RouterLink to="/p/a">x</RouterLink>, '/shop'));
  });
});
