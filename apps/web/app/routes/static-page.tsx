import type { Route } from './+types/static-page';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HtmlContent } from '../components/content/HtmlContent.tsx';
import styles from '../components/content/Content.module.css';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { orRedirect } from '../lib/redirects.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('static');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const page = await orRedirect(api, new URL(request.url), api.staticPage(params.uri));
  return {
    seo: buildSeo(site, {
      title: page.metaTitle || page.heading,
      pageType: handle.pageType,
      path: `/s/${page.name || params.uri}`,
      description: page.metaDescription || page.body,
    }),
    origin: site.canonicalOrigin,
    page: { heading: page.heading, body: page.body },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: page.heading, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{page.heading}</h1>
      <HtmlContent html={page.body} />
    </article>
  );
}
