import { Link } from '../lib/link.tsx';
import type { Route } from './+types/brands';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { BRANDS_COPY } from '../copy/pages/brands.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './catalogue.module.css';

export const handle = pageHandle('brandPage');

function initial(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const { brands } = await api.brands();
  const groups = new Map<string, typeof brands>();
  for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    const key = initial(brand.name);
    groups.set(key, [...(groups.get(key) ?? []), brand]);
  }
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).brands.title,
      pageType: handle.pageType,
      path: '/brands',
    }),
    origin: site.canonicalOrigin,
    groups: [...groups.entries()].map(([letter, list]) => ({ letter, brands: list })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const copy = usePageCopy('brands', BRANDS_COPY);
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ title: copy.title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{copy.heading}</h1>
      {groups.length > 1 ? (
        <nav aria-label={copy.byLetter}>
          <ul className={styles.letters}>
            {groups.map((g) => (
              <li key={g.letter}>
                <a href={`#brands-${g.letter}`}>{g.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`brands-${group.letter}`} className={styles.brandGroup}>
          <h2 id={`brands-${group.letter}`} className={styles.sectionHeading}>
            {group.letter}
          </h2>
          <ul className={styles.brandGrid}>
            {group.brands.map((brand) => (
              <li key={brand.uri}>
                <Link to={`/brands/${brand.uri}`} className={styles.brandCard}>
                  {brand.thumbnail ? <img src={brand.thumbnail} alt="" width={120} height={48} /> : null}
                  <span className={styles.brandName}>{brand.name}</span>
                  <span className={styles.muted}>
                    {brand.productCount} {brand.productCount === 1 ? copy.product : copy.products}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
