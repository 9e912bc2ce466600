import type { Route } from './+types/article';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { BLOG_COPY, publishedOn } from '../components/blog/copy.ts';
import { HtmlContent } from '../components/content/HtmlContent.tsx';
import styles from '../components/content/Content.module.css';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { orRedirect } from '../lib/redirects.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('topic');

/** A blog article (page type topic) from the API; one that is missing follows a redirect row or is page-not-found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const article = await orRedirect(api, new URL(request.url), api.blogArticle(params.slug));
  return {
    seo: buildSeo(site, {
      title: article.title,
      pageType: handle.pageType,
      path: `/article/${article.slug}`,
      description: article.summary,
    }),
    origin: site.canonicalOrigin,
    article,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className={styles.page}>
      <Breadcrumbs
        trail={[
          { title: BLOG_COPY.title, uri: 'blog' },
          { title: article.title, uri: '' },
        ]}
        origin={loaderData.origin}
      />
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.lead}>{article.summary}</p>
      <p>
        {BLOG_COPY.published} <time dateTime={article.publishedAt}>{publishedOn(article.publishedAt)}</time>
      </p>
      <HtmlContent html={article.body} />
    </article>
  );
}
