import { Link } from '../lib/link.tsx';
import type { ProjectSearchResult } from '@shop/contracts/performance';
import { formatSmallPrice } from '@shop/domain';
import type { Route } from './+types/project-search';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { StaffOnly } from '../components/staff/StaffPage.tsx';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { staffShellPage } from './performance-dashboard.server.ts';
import styles from './performance-dashboard.module.css';

export const handle = pageHandle('performanceDashboard');
export const headers = noStoreHeaders;

export const PROJECT_SEARCH_COPY = {
  title: 'Project search',
  back: 'Back to the performance dashboard',
  label: 'Project name, customer name, e-mail or phone',
  search: 'Search projects',
  noCode:
    'Your account has no salesperson code, so there are no projects to search. Ask your store manager to add your salesperson code to your account.',
  latest: 'Your latest projects',
  found: '{count} projects found for “{q}”',
  foundOne: '1 project found for “{q}”',
  nothing: 'No projects match “{q}”.',
  noProjects: 'You have no projects yet.',
  results: 'Projects',
  project: 'Project',
  customer: 'Customer',
  email: 'E-mail',
  phone: 'Phone',
  products: 'Products',
  value: 'Value',
  created: 'Created',
  converted: 'Converted',
  yes: 'Yes',
  no: 'No',
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The search words as the API takes them: trimmed, at most 100 characters. */
export function searchWords(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 100);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const q = searchWords(new URL(request.url));
  const seo = buildSeo(site, {
    title: PROJECT_SEARCH_COPY.title,
    pageType: 'performanceDashboard',
    path: '/performance-dashboard/project-search',
    noIndex: true,
  });
  return staffShellPage(request, site, api, async (client) => {
    const result = await client.staffProjectSearch(q);
    const created = new Intl.DateTimeFormat(site.lang, { day: 'numeric', month: 'short', year: 'numeric' });
    return {
      seo,
      result,
      createdText: Object.fromEntries(
        result.results.map((r) => [r.id, created.format(new Date(r.createdAt))]),
      ),
    };
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData && 'seo' in loaderData ? seoMeta(loaderData.seo) : [{ title: 'Staff only' }];
}

function Results({
  result,
  createdText,
}: {
  result: ProjectSearchResult;
  createdText: Record<string, string>;
}) {
  const copy = PROJECT_SEARCH_COPY;
  const { q, results } = result;
  const heading = q
    ? results.length === 1
      ? fill(copy.foundOne, { q })
      : fill(copy.found, { count: results.length, q })
    : copy.latest;
  if (results.length === 0) return <p role="status">{q ? fill(copy.nothing, { q }) : copy.noProjects}</p>;
  return (
    <section aria-labelledby="project-results">
      <h2 id="project-results">{heading}</h2>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={copy.results}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{copy.project}</th>
              <th scope="col">{copy.customer}</th>
              <th scope="col">{copy.email}</th>
              <th scope="col">{copy.phone}</th>
              <th scope="col" className={styles.number}>
                {copy.products}
              </th>
              <th scope="col" className={styles.number}>
                {copy.value}
              </th>
              <th scope="col">{copy.created}</th>
              <th scope="col">{copy.converted}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <Link className={styles.link} to={r.url}>
                    {r.name}
                  </Link>
                </th>
                <td>{r.customerName}</td>
                <td>{r.customerEmail}</td>
                <td>{r.customerPhone}</td>
                <td className={styles.number}>{r.lineCount}</td>
                <td className={styles.number}>{formatSmallPrice(r.valueCents / 100)}</td>
                <td>{createdText[r.id]}</td>
                <td>{r.convertedAt ? copy.yes : copy.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function ProjectSearch({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <StaffOnly />;
  const copy = PROJECT_SEARCH_COPY;
  const { result, createdText } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p>
        <Link className={styles.link} to="/performance-dashboard">
          {copy.back}
        </Link>
      </p>
      {result.salespersonCode === null ? (
        <p role="status" className={styles.notice}>
          {copy.noCode}
        </p>
      ) : (
        <>
          <form method="get" role="search" className={styles.searchForm}>
            <label htmlFor="project-search-q">{copy.label}</label>
            <div className={styles.searchRow}>
              <input id="project-search-q" type="search" name="q" defaultValue={result.q} maxLength={100} />
              <button type="submit" className={styles.button}>
                {copy.search}
              </button>
            </div>
          </form>
          <Results result={result} createdText={createdText} />
        </>
      )}
    </div>
  );
}
