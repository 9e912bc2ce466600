import type { PriceContext } from '../components/ProductTile.tsx';
import { isSignedInRequest } from './auth.server.ts';
import type { Site } from './context.server.ts';

export function priceContext(site: Pick<Site, 'theme'>, request: Request): PriceContext {
  return { themeId: site.theme, isAuthenticated: isSignedInRequest(request) };
}
