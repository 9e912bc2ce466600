import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '../components/content/NotFoundView.tsx';
import { copyFor } from '../copy/themes.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { lookupRedirect } from '../lib/redirects.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('generic');

/**
 * Any unknown address: a redirect row for the path and query is followed (absolute, www. or relative, 000 §8);
 * otherwise page-not-found renders in place with a 404, so the address bar keeps the unknown path (000 §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const moved = await lookupRedirect(api, url);
  if (moved) throw moved;
  return data(
    {
      seo: buildSeo(site, {
        title: copyFor(site.theme).notFound.title,
        pageType: 'generic',
        path: url.pathname,
        noIndex: true,
      }),
    },
    { status: 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function NotFound() {
  return <NotFoundView />;
}
