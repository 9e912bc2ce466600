import type { FastifyReply } from 'fastify';

/**
 * Seconds a catalogue answer (a listing, a product and its side reads) may be kept by whoever keeps it: the
 * storefront's renderer between fresh renders, a browser, a CDN in front of the API (docs/decisions/0076). The read
 * cache keeps the same reads for READ_TTL.catalogue (./cache.ts); the two together are the half minute a price or
 * stock change took to reach every answer before.
 */
export const CATALOGUE_SHARED_SECONDS = 5;

/**
 * Marks an answer that is the same for every visitor of the brand's host as shared for CATALOGUE_SHARED_SECONDS, and
 * gives it back. Only for a found answer: a 'not found' is thrown before and says nothing of its caching. Where the
 * theme hides prices from visitors the answer depends on who asks, and the hidden-price hook makes it private.
 */
export function sharedCatalogueAnswer<T>(reply: FastifyReply, value: T): T {
  void reply.header('cache-control', `public, max-age=${CATALOGUE_SHARED_SECONDS}`);
  return value;
}
