import { Link } from '../lib/link.tsx';
import type { PerformancePeriod, PerformanceReport } from '@shop/contracts/performance';
import { formatSmallPrice } from '@shop/domain';
import type { Route } from './+types/performance-dashboard';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { BarChart, LineChart, type ChartPoint } from '../components/charts/Charts.tsx';
import { StaffOnly } from '../components/staff/StaffPage.tsx';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import { staffShellPage } from './performance-dashboard.server.ts';
import styles from './performance-dashboard.module.css';

export const handle = pageHandle('performanceDashboard');
export const headers = noStoreHeaders;

export const DASHBOARD_COPY = {
  title: 'Performance dashboard',
  intro: 'Your sales as salesperson {code}, counted by the day in {zone}.',
  noCode:
    'Your account has no salesperson code, so there are no sales to show here. Ask your store manager to add your salesperson code to your account.',
  period: 'Period',
  show: 'Show',
  periods: { '30d': 'Last 30 days', '12w': 'Last 12 weeks', '26w': 'Last 26 weeks', '52w': 'Last 52 weeks' },
  summary: 'Summary',
  ordersPlaced: 'Orders placed',
  revenue: 'Revenue',
  averageOrderValue: 'Average order value',
  checkoutConversion: 'Checkout conversion',
  checkoutConversionDetail: '{placed} of {attempts} checkouts placed',
  projectConversion: 'Projects converted',
  projectConversionDetail: '{converted} converted, {created} created',
  charts: 'Over time',
  ordersChart: 'Orders placed per {unit}',
  ordersChartDesc: 'Bar chart of the orders placed each {unit} of the period.',
  revenueChart: 'Revenue per {unit}',
  revenueChartDesc: 'Bar chart of the revenue of the orders placed each {unit} of the period.',
  conversionChart: 'Checkout conversion per {unit}',
  conversionChartDesc:
    'Line chart of the share of checkouts started each {unit} that were placed; a gap is a {unit} without checkouts.',
  day: 'Day',
  week: 'Week starting',
  showTable: 'Show table',
  latestOrders: 'Latest orders',
  latestOrdersTable: 'Latest orders table',
  noOrders: 'No orders yet.',
  orderNumber: 'Order number',
  date: 'Date',
  total: 'Total',
  status: 'Status',
  notPlaced: 'Not placed',
  statuses: { reserved: 'Awaiting payment', placed: 'Placed', failed: 'Failed', cancelled: 'Cancelled' },
  projectSearch: 'Search your projects',
  none: '–',
} as const;

/** The contract's periods (the contracts' module carries zod, which stays out of the browser). */
const PERIODS = ['30d', '12w', '26w', '52w'] as const satisfies readonly PerformancePeriod[];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export function parsePeriod(value: string | null): PerformancePeriod {
  return PERIODS.find((p) => p === value) ?? '30d';
}

const money = (cents: number | null) =>
  cents === null ? DASHBOARD_COPY.none : formatSmallPrice(cents / 100);
const percent = (ratio: number | null) =>
  ratio === null ? DASHBOARD_COPY.none : `${Math.round(ratio * 1000) / 10}%`;
/** '2026-11-24' → '24/11' (no Intl: the server and the browser print the same). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The orders' dates in the shop's time zone, printed on the server so the browser shows the same text. */
function orderRows(report: PerformanceReport, locale: string) {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: report.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return report.latestOrders.map((order) => ({ ...order, dateText: format.format(new Date(order.date)) }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const period = parsePeriod(new URL(request.url).searchParams.get('period'));
  const seo = buildSeo(site, {
    title: DASHBOARD_COPY.title,
    pageType: 'performanceDashboard',
    path: '/performance-dashboard',
    noIndex: true,
  });
  return staffShellPage(request, site, api, async (client) => {
    const report = await client.staffPerformance(period);
    return { seo, report, orders: orderRows(report, site.lang) };
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData && 'seo' in loaderData ? seoMeta(loaderData.seo) : [{ title: 'Staff only' }];
}

function Summary({ report }: { report: PerformanceReport }) {
  const copy = DASHBOARD_COPY;
  const t = report.totals;
  const items: [string, string, string?][] = [
    [copy.ordersPlaced, String(t.ordersPlaced)],
    [copy.revenue, money(t.revenueCents)],
    [copy.averageOrderValue, money(t.averageOrderValueCents)],
    [
      copy.checkoutConversion,
      percent(t.checkoutConversion),
      fill(copy.checkoutConversionDetail, { placed: t.checkoutAttemptsPlaced, attempts: t.checkoutAttempts }),
    ],
    [
      copy.projectConversion,
      percent(t.projectConversion),
      fill(copy.projectConversionDetail, { converted: t.projectsConverted, created: t.projectsCreated }),
    ],
  ];
  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary">{copy.summary}</h2>
      <dl className={styles.summary}>
        {items.map(([label, value, detail]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
            {detail ? <dd className={styles.detail}>{detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

function Charts({ report }: { report: PerformanceReport }) {
  const copy = DASHBOARD_COPY;
  const unit = report.granularity === 'day' ? 'day' : 'week';
  const points = (value: (b: PerformanceReport['buckets'][number]) => number | null): ChartPoint[] =>
    report.buckets.map((b) => ({ label: b.start, value: value(b) }));
  const common = {
    labelHeader: report.granularity === 'day' ? copy.day : copy.week,
    showTable: copy.showTable,
    shortLabel: dayMonth,
  };
  return (
    <section aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts">{copy.charts}</h2>
      <div className={styles.charts}>
        <BarChart
          {...common}
          title={fill(copy.ordersChart, { unit })}
          description={fill(copy.ordersChartDesc, { unit })}
          valueHeader={copy.ordersPlaced}
          points={points((b) => b.ordersPlaced)}
          format={(v) => String(Math.round(v * 10) / 10)}
        />
        <BarChart
          {...common}
          title={fill(copy.revenueChart, { unit })}
          description={fill(copy.revenueChartDesc, { unit })}
          valueHeader={copy.revenue}
          points={points((b) => b.revenueCents)}
          format={(v) => money(Math.round(v))}
        />
        <LineChart
          {...common}
          title={fill(copy.conversionChart, { unit })}
          description={fill(copy.conversionChartDesc, { unit })}
          valueHeader={copy.checkoutConversion}
          points={points((b) => b.checkoutConversion)}
          format={(v) => percent(v)}
          max={1}
        />
      </div>
    </section>
  );
}

function LatestOrders({
  orders,
}: {
  orders: (PerformanceReport['latestOrders'][number] & { dateText: string })[];
}) {
  const copy = DASHBOARD_COPY;
  return (
    <section aria-labelledby="dashboard-orders">
      <h2 id="dashboard-orders">{copy.latestOrders}</h2>
      {orders.length === 0 ? (
        <p>{copy.noOrders}</p>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={copy.latestOrdersTable}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.orderNumber}</th>
                <th scope="col">{copy.date}</th>
                <th scope="col" className={styles.number}>
                  {copy.total}
                </th>
                <th scope="col">{copy.status}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={`${order.date}-${order.orderNumber ?? order.status}-${order.totalCents}`}>
                  <td>{order.orderNumber ?? copy.notPlaced}</td>
                  <td>{order.dateText}</td>
                  <td className={styles.number}>{money(order.totalCents)}</td>
                  <td>{copy.statuses[order.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function PerformanceDashboard({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <StaffOnly />;
  const copy = DASHBOARD_COPY;
  const { report, orders } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p>
        <Link to="/performance-dashboard/project-search">{copy.projectSearch}</Link>
      </p>
      {report.salespersonCode === null ? (
        <p role="status" className={styles.notice}>
          {copy.noCode}
        </p>
      ) : (
        <>
          <p>{fill(copy.intro, { code: report.salespersonCode, zone: report.timeZone })}</p>
          <form method="get" className={styles.periodForm}>
            <label htmlFor="dashboard-period">{copy.period}</label>
            <select id="dashboard-period" name="period" defaultValue={report.period}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {copy.periods[p]}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.button}>
              {copy.show}
            </button>
          </form>
          <Summary report={report} />
          <Charts report={report} />
          <LatestOrders orders={orders} />
        </>
      )}
    </div>
  );
}
