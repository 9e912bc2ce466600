import { data } from 'react-router';
import type { Route } from './+types/page-not-found';
import { NotFoundView } from '../components/content/NotFoundView.tsx';
import { copyFor } from '../copy/themes.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('generic');

/** /404 itself (000 §2): page-not-found with a 404 status. */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  return data(
    {
      seo: buildSeo(site, {
        title: copyFor(site.theme).notFound.title,
        pageType: 'generic',
        path: '/404',
        noIndex: true,
      }),
    },
    { status: 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function PageNotFound() {
  return <NotFoundView />;
}
