import type {
  FunnelBrand,
  FunnelBrandReport,
  FunnelFigures,
  FunnelReport,
} from '@shop/contracts/analytics-events';
import {
  FUNNEL_MAX_DAYS,
  FUNNEL_STEPS,
  THEME_IDS,
  THEMES,
  formatSmallPrice,
  funnelRates,
  type ThemeId,
} from '@shop/domain';
import type { Route } from './+types/staff-analytics';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { BarChart, LineChart } from '../components/charts/Charts.tsx';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { requestServices } from '../lib/context.server.ts';
import { funnelQueryOf, rangeProblem, staffAnalyticsPage } from './staff-analytics.server.ts';
import styles from './staff-analytics.module.css';

export const headers = noStoreHeaders;

export const FUNNEL_COPY = {
  title: 'Shop funnel',
  intro:
    "Counted by the shop's own collector, with no third party: products viewed, added to cart, checkouts begun and purchases, per brand and per day in the site's time zone.",
  range: 'Dates and brand',
  from: 'From',
  to: 'To',
  rangeHint: 'Up to {max} days; without dates, the last 14 days.',
  brand: 'Brand',
  allBrands: 'All brands',
  show: 'Show',
  problem: 'The funnel could not be shown: {reason}',
  noEvents: 'No events were collected between {from} and {to}.',
  period: '{from} to {to}',
  steps: {
    views: 'Views',
    addToCart: 'Add to cart',
    beginCheckout: 'Checkouts begun',
    purchases: 'Purchases',
  },
  clients: 'Shoppers',
  purchaseValue: 'Purchase value',
  conversion: 'Conversion',
  rates: {
    viewToCart: 'Views to add to cart',
    cartToCheckout: 'Add to cart to checkout',
    checkoutToPurchase: 'Checkout to purchase',
    overall: 'Views to purchase',
  },
  chart: '{step} per day',
  chartDesc: 'Bar chart of the {step} events of {brand} each day from {from} to {to}.',
  rateChart: 'Views to purchase per day',
  rateChartDesc:
    'Line chart of the purchases of {brand} each day as a share of its views; a gap is a day without views.',
  day: 'Day',
  showTable: 'Show table',
  tableCaption: '{brand}: the funnel per day',
  tableRegion: '{brand} funnel table',
  total: 'Total',
  none: '–',
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const percent = (ratio: number | null) =>
  ratio === null ? FUNNEL_COPY.none : `${Math.round(ratio * 1000) / 10}%`;
const money = (cents: number) => formatSmallPrice(cents / 100);
/** '2026-11-24' → '24/11' (no Intl: the server and the browser print the same). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** Two brands share a name in Australia and New Zealand; the country tells them apart. */
export const brandName = (id: ThemeId) => `${THEMES[id].companyName} (${THEMES[id].country})`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const query = funnelQueryOf(new URL(request.url).searchParams);
  return staffAnalyticsPage(request, site, api, async (client) => {
    try {
      return { query, report: await client.staffAnalyticsFunnel(query), problem: null };
    } catch (error) {
      const problem = rangeProblem(error);
      if (problem === null) throw error;
      return { query, report: null, problem };
    }
  });
}

function RangeForm({ from, to, brand, max }: { from: string; to: string; brand: FunnelBrand; max: number }) {
  const copy = FUNNEL_COPY;
  return (
    <form method="get" className={styles.form} aria-labelledby="funnel-range">
      <h2 id="funnel-range" className={styles.formTitle}>
        {copy.range}
      </h2>
      <p id="funnel-range-hint" className={styles.hint}>
        {fill(copy.rangeHint, { max })}
      </p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="funnel-from">{copy.from}</label>
          <input
            id="funnel-from"
            type="date"
            name="from"
            defaultValue={from}
            aria-describedby="funnel-range-hint"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="funnel-to">{copy.to}</label>
          <input
            id="funnel-to"
            type="date"
            name="to"
            defaultValue={to}
            aria-describedby="funnel-range-hint"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="funnel-brand">{copy.brand}</label>
          <select id="funnel-brand" name="brand" defaultValue={brand}>
            <option value="all">{copy.allBrands}</option>
            {THEME_IDS.map((id) => (
              <option key={id} value={id}>
                {brandName(id)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.button}>
          {copy.show}
        </button>
      </div>
    </form>
  );
}

function Conversion({ totals }: { totals: FunnelFigures }) {
  const copy = FUNNEL_COPY;
  const rates = funnelRates(totals);
  const figures: [string, string][] = [
    ...FUNNEL_STEPS.map(({ key }): [string, string] => [copy.steps[key], String(totals[key])]),
    [copy.clients, String(totals.clients)],
    [copy.purchaseValue, money(totals.purchaseValueCents)],
    ...(Object.keys(copy.rates) as (keyof typeof copy.rates)[]).map((key): [string, string] => [
      copy.rates[key],
      percent(rates[key]),
    ]),
  ];
  return (
    <dl className={styles.summary}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FunnelTable({ report }: { report: FunnelBrandReport }) {
  const copy = FUNNEL_COPY;
  const name = brandName(report.brand);
  const cells = (f: FunnelFigures) => [
    ...FUNNEL_STEPS.map(({ key }) => f[key]),
    f.clients,
    money(f.purchaseValueCents),
    percent(funnelRates(f).overall),
  ];
  const headers = [
    ...FUNNEL_STEPS.map(({ key }) => copy.steps[key]),
    copy.clients,
    copy.purchaseValue,
    copy.conversion,
  ];
  return (
    <div
      className={styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={fill(copy.tableRegion, { brand: name })}
    >
      <table className={styles.table}>
        <caption>{fill(copy.tableCaption, { brand: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            {headers.map((h) => (
              <th key={h} scope="col" className={styles.number}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {cells(d).map((value, i) => (
                <td key={headers[i]} className={styles.number}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{copy.total}</th>
            {cells(report.totals).map((value, i) => (
              <td key={headers[i]} className={styles.number}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function BrandFunnel({ report, range }: { report: FunnelBrandReport; range: { from: string; to: string } }) {
  const copy = FUNNEL_COPY;
  const name = brandName(report.brand);
  const headingId = `funnel-${report.brand}`;
  const common = { labelHeader: copy.day, showTable: copy.showTable, shortLabel: dayMonth };
  return (
    <section aria-labelledby={headingId} className={styles.brand}>
      <h2 id={headingId}>{name}</h2>
      <Conversion totals={report.totals} />
      <div className={styles.charts}>
        {FUNNEL_STEPS.map(({ key }) => (
          <BarChart
            key={key}
            {...common}
            title={fill(copy.chart, { step: copy.steps[key] })}
            description={fill(copy.chartDesc, { step: copy.steps[key].toLowerCase(), brand: name, ...range })}
            valueHeader={copy.steps[key]}
            points={report.days.map((d) => ({ label: d.day, value: d[key] }))}
            format={(v) => String(Math.round(v * 10) / 10)}
          />
        ))}
        <LineChart
          {...common}
          title={copy.rateChart}
          description={fill(copy.rateChartDesc, { brand: name })}
          valueHeader={copy.rates.overall}
          points={report.days.map((d) => ({ label: d.day, value: funnelRates(d).overall }))}
          format={percent}
          max={1}
        />
      </div>
      <FunnelTable report={report} />
    </section>
  );
}

function Funnel({ report }: { report: FunnelReport }) {
  const range = { from: report.from, to: report.to };
  if (report.brands.length === 0) return <p role="status">{fill(FUNNEL_COPY.noEvents, range)}</p>;
  return (
    <>
      {report.brands.map((b) => (
        <BrandFunnel key={b.brand} report={b} range={range} />
      ))}
    </>
  );
}

export default function StaffAnalytics({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <StaffOnly />;
  const { query, report, problem } = loaderData;
  const copy = FUNNEL_COPY;
  return (
    <StaffPage title={copy.title}>
      <div className={styles.page}>
        <p>{copy.intro}</p>
        <RangeForm
          from={report?.from ?? query.from ?? ''}
          to={report?.to ?? query.to ?? ''}
          brand={query.brand ?? 'all'}
          max={report?.maxDays ?? FUNNEL_MAX_DAYS}
        />
        {problem !== null ? (
          <p role="alert" className={styles.problem}>
            {fill(copy.problem, { reason: problem })}
          </p>
        ) : null}
        {report ? (
          <>
            <p className={styles.period}>{fill(copy.period, { from: report.from, to: report.to })}</p>
            <Funnel report={report} />
          </>
        ) : null}
      </div>
    </StaffPage>
  );
}
