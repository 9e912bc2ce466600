/** Account pages are personal and carry one-time values (the sign-in nonce): never stored by a browser or a CDN. */
export function noStoreHeaders(): Record<string, string> {
  return { 'cache-control': 'no-store' };
}
