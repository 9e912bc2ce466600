import { describe, expect, it } from 'vitest';
import { listingCanonicalPath, listingHref, listingQueryFromUrl } from './listing.ts';

const url = (search: string) => new URL(`http://localhost/c/x${search}`);

describe('listing query', () => {
  it('reads repeated and comma-separated facet values, the sort, the page and one price range', () => {
    expect(
      listingQueryFromUrl(
        url('?brand=polar&brand=frosty,chill&sort=price-desc&page=3&price=0-500&availability=inStock'),
      ),
    ).toEqual({
      pageSize: 24,
      page: 3,
      sort: 'price-desc',
      brand: ['polar', 'frosty', 'chill'],
      price: '0-500',
      availability: 'inStock',
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(listingQueryFromUrl(url('?sort=cheapest&page=-2&price=abc&availability=maybe&brand='))).toEqual({
      pageSize: 24,
    });
  });

  it('writes addresses the filter form would submit, without page 1 or the default sort', () => {
    expect(listingHref('/c/x', { brand: ['a', 'b'], sort: 'popular', page: 1 })).toBe('/c/x?brand=a&brand=b');
    expect(listingHref('/c/x', { sort: 'name' }, 4)).toBe('/c/x?sort=name&page=4');
    expect(listingCanonicalPath('/c/x', 1)).toBe('/c/x');
    expect(listingCanonicalPath('/c/x', 2)).toBe('/c/x?page=2');
  });
});
