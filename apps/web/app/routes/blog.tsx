import { Link } from '../lib/link.tsx';
import type { Route } from './+types/blog';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { BLOG_COPY, publishedOn } from '../components/blog/copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './blog.module.css';

export const handle = pageHandle('blog');

/** The blog (000 §2 page type blog): the brand's articles, newest first, each linking to /article/{slug}. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const { articles } = await api.blogArticles();
  return {
    seo: buildSeo(site, {
      title: BLOG_COPY.title,
      pageType: handle.pageType,
      path: '/blog',
      description: BLOG_COPY.description,
    }),
    origin: site.canonicalOrigin,
    articles,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ title: BLOG_COPY.title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{BLOG_COPY.title}</h1>
      {articles.length === 0 ? (
        <p>{BLOG_COPY.empty}</p>
      ) : (
        <ul className={styles.list}>
          {articles.map((a) => (
            <li key={a.slug} className={styles.card}>
              <article aria-labelledby={`article-${a.slug}`}>
                <h2 id={`article-${a.slug}`} className={styles.cardTitle}>
                  <Link to={`/article/${a.slug}`}>{a.title}</Link>
                </h2>
                <p className={styles.date}>
                  <time dateTime={a.publishedAt}>{publishedOn(a.publishedAt)}</time>
                </p>
                <p className={styles.summary}>{a.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
