import type { ReactNode } from 'react';
import { Link } from '../lib/link.tsx';
import type { CategoryNode } from '@shop/contracts';
import type { Route } from './+types/sitemap';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { SITEMAP_COPY } from '../copy/pages/sitemap.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
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
    seo: buildSeo(site, {
      title: copyFor(site.theme).sitemap.title,
      pageType: handle.pageType,
      path: '/sitemap',
    }),
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

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function LinkColumns({ links }: { links: readonly { title: string; path: string }[] }) {
  return (
    <ul className={styles.columns}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('sitemap', SITEMAP_COPY);
  const brands = loaderData.brands.map((brand) => ({ title: brand.name, path: `/brands/${brand.uri}` }));
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ title: copy.title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{copy.title}</h1>
      <Section id="sitemap-categories" heading={copy.categories}>
        <CategoryList nodes={loaderData.categories} />
      </Section>
      <Section id="sitemap-brands" heading={copy.brands}>
        <LinkColumns links={brands} />
      </Section>
      <Section id="sitemap-pages" heading={copy.information}>
        <LinkColumns links={loaderData.pages} />
      </Section>
    </div>
  );
}
