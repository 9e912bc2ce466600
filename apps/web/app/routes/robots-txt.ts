import type { Route } from './+types/robots-txt';
import { requestServices } from '../lib/context.server.ts';
import { robotsTxt } from '../lib/sitemap-xml.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  return new Response(robotsTxt(site.canonicalOrigin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
