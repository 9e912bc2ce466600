import { Link } from 'react-router';
import type { CategoryNode } from '@shop/contracts';
import type { Route } from './+types/sitemap';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { categoryPath } from '../lib/category-path.ts';
import { CONTENT_PAGES, staticPages } from '../lib/site-pages.server.ts';
import styles from './catalogue.module.css';

export const handle = pageHandle('siteMap');

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const [tree, brands, pages] = await Promise.all([
    optional(api.categoryTree()),
    optional(api.brands()),
    staticPages(api),
  ]);
  return {
    seo: buildSeo(site, { title: 'Site map', pageType: handle.pageType, path: '/sitemap' }),
    origin: site.canonicalOrigin,
    categories: tree?.categories ?? [],
    brands: (brands?.brands ?? []).map((b) => ({ name: b.name, uri: b.uri })),
    pages: [...pages.map(({ title, path }) => ({ title, path })), ...CONTENT_PAGES],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

function CategoryList({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={node.uri}>
          <Link to={categoryPath(node.uri)}>{node.title}</Link>
          {node.children.length > 0 ? <CategoryList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ title: 'Site map', uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>Site map</h1>
      <section aria-labelledby="sitemap-categories" className={styles.section}>
        <h2 id="sitemap-categories" className={styles.sectionHeading}>
          Categories
        </h2>
        <CategoryList nodes={loaderData.categories} />
      </section>
      <section aria-labelledby="sitemap-brands" className={styles.section}>
        <h2 id="sitemap-brands" className={styles.sectionHeading}>
          Brands
        </h2>
        <ul className={styles.columns}>
          {loaderData.brands.map((brand) => (
            <li key={brand.uri}>
              <Link to={`/brands/${brand.uri}`}>{brand.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-pages" className={styles.section}>
        <h2 id="sitemap-pages" className={styles.sectionHeading}>
          Information
        </h2>
        <ul className={styles.columns}>
          {loaderData.pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
