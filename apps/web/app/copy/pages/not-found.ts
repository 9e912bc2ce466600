import { SHARED_HTTP_ERROR_MESSAGES } from '@shop/domain';

/** Page-not-found, for both the unknown address and /404 itself. */
export const NOT_FOUND_COPY = {
  title: 'Page not found',
  /** 000 §8: the 404 text. */
  message: SHARED_HTTP_ERROR_MESSAGES[404],
  home: 'Go to the home page',
  products: 'Browse all products',
  sitemap: 'See the site map',
} as const;
