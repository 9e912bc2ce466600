import type { PriceHistory as PriceHistoryData } from '@shop/contracts';
import { formatDdMmYyyy, formatPrice, tryCalendarDate } from '@shop/domain';
import styles from './Product.module.css';
import shared from '../../styles/shared.module.css';

export interface PriceHistoryView {
  points: { date: string; price: number; dateText: string; priceText: string }[];
  lowestText: string | null;
  highestText: string | null;
}

/** Dates and amounts are formatted once, deterministically, so server and browser render the same text. */
export function toPriceHistoryView(history: PriceHistoryData | null): PriceHistoryView | null {
  // Hidden amounts (a visitor of a commercial theme) leave the whole section out: a chart of nulls tells nothing.
  if (!history || history.pricesHidden || history.points.length === 0) return null;
  const points = history.points.flatMap(({ date, price }) => (price === null ? [] : [{ date, price }]));
  if (points.length === 0) return null;
  return {
    points: points.map((p) => {
      const day = tryCalendarDate(p.date.slice(0, 10));
      return { ...p, dateText: day ? formatDdMmYyyy(day) : p.date, priceText: formatPrice(p.price) };
    }),
    lowestText: history.lowest === null ? null : formatPrice(history.lowest),
    highestText: history.highest === null ? null : formatPrice(history.highest),
  };
}

const WIDTH = 320;
const HEIGHT = 80;

function chartPath(prices: number[]): string {
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const step = prices.length > 1 ? WIDTH / (prices.length - 1) : 0;
  return prices
    .map(
      (price, i) =>
        `${(i * step).toFixed(1)},${(HEIGHT - 4 - ((price - min) / span) * (HEIGHT - 8)).toFixed(1)}`,
    )
    .join(' ');
}

/** A small line chart (decorative) with its summary in words and the figures in a table. */
export function PriceHistory({ history }: { history: PriceHistoryView | null }) {
  if (!history) return null;
  const first = history.points[0];
  const last = history.points.at(-1);
  return (
    <section className={styles.section} aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className={styles.sectionHeading}>
        Price history
      </h2>
      <p>
        {first && last ? `From ${first.dateText} to ${last.dateText}` : null}
        {history.lowestText ? `, lowest ${history.lowestText}` : null}
        {history.highestText ? `, highest ${history.highestText}` : null}.
      </p>
      {history.points.length > 1 ? (
        <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <polyline
            points={chartPath(history.points.map((p) => p.price))}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      ) : null}
      <details className={styles.details}>
        <summary>Show the price history table</summary>
        <table className={styles.table}>
          <caption className={shared.visuallyHidden}>Price history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {history.points.map((p) => (
              <tr key={p.date}>
                <td>{p.dateText}</td>
                <td>{p.priceText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
