/** The site path of a category from its API uri ('kitchen/fridges'); site paths are kept as they are. */
export function categoryPath(uri: string): string {
  return uri.startsWith('/') ? uri : `/c/${uri}`;
}
