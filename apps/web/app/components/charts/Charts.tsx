import { useId, type ReactNode } from 'react';
import { labelEvery, niceMax } from './chart-scale.ts';
import styles from './Chart.module.css';

// Small charts drawn as inline SVG (docs/decisions/0033): no chart library, nothing fetched. Each chart is one image
// with an accessible name and a description, and its figures are also a table behind a "Show table" disclosure, so a
// screen reader or a keyboard user reads the same numbers.

export interface ChartPoint {
  /** The category under the axis, e.g. a day or a week's Monday. */
  label: string;
  /** Null: no figure for it (a line leaves a gap). */
  value: number | null;
}

interface ChartProps {
  /** The chart's accessible name and visible caption. */
  title: string;
  /** One sentence that says what the chart shows (its description). */
  description: string;
  points: readonly ChartPoint[];
  /** How a value reads, in the table and on the axis. */
  format: (value: number) => string;
  /** Column headers of the table alternative. */
  labelHeader: string;
  valueHeader: string;
  showTable: string;
  /** Labels under the axis, shortened (the table keeps the full label). */
  shortLabel?: (label: string) => string;
  /** The axis top for a line of ratios, e.g. 1; else from the data. */
  max?: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

function Frame({
  title,
  description,
  points,
  format,
  labelHeader,
  valueHeader,
  showTable,
  top,
  children,
  shortLabel,
}: Omit<ChartProps, 'max'> & { top: number; children: ReactNode }) {
  const id = useId();
  const every = labelEvery(points.length, 8);
  const step = points.length > 0 ? PLOT_W / points.length : PLOT_W;
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-t`} className={styles.caption}>
        {title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        focusable="false"
      >
        <desc id={`${id}-d`}>{description}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f} aria-hidden="true">
            <line
              className={styles.grid}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * f)}
              y2={y(top * f)}
            />
            <text className={styles.tick} x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end">
              {format(top * f)}
            </text>
          </g>
        ))}
        <line
          className={styles.axis}
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          aria-hidden="true"
        />
        {children}
        <g aria-hidden="true">
          {points.map((p, i) =>
            (points.length - 1 - i) % every === 0 ? (
              <text
                key={p.label}
                className={styles.tick}
                x={PAD.left + step * (i + 0.5)}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {shortLabel ? shortLabel(p.label) : p.label}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <details className={styles.details}>
        <summary>{showTable}</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.value === null ? '–' : format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Bars, one per point, from zero. */
export function BarChart(props: ChartProps) {
  const top = props.max ?? niceMax(Math.max(0, ...props.points.map((p) => p.value ?? 0)));
  const step = props.points.length > 0 ? PLOT_W / props.points.length : PLOT_W;
  const barW = Math.max(1, step * 0.7);
  return (
    <Frame {...props} top={top}>
      <g aria-hidden="true">
        {props.points.map((p, i) => {
          const h = ((p.value ?? 0) / top) * PLOT_H;
          return (
            <rect
              key={p.label}
              className={styles.bar}
              x={PAD.left + step * i + (step - barW) / 2}
              y={PAD.top + PLOT_H - h}
              width={barW}
              height={h}
            />
          );
        })}
      </g>
    </Frame>
  );
}

/** A line through the points that have a value; a point without one breaks the line. */
export function LineChart(props: ChartProps) {
  const top = props.max ?? niceMax(Math.max(0, ...props.points.map((p) => p.value ?? 0)));
  const step = props.points.length > 0 ? PLOT_W / props.points.length : PLOT_W;
  const xy = (i: number, v: number) =>
    [PAD.left + step * (i + 0.5), PAD.top + PLOT_H - (Math.min(v, top) / top) * PLOT_H] as const;
  const segments: string[] = [];
  let current = '';
  props.points.forEach((p, i) => {
    if (p.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    const [x, y] = xy(i, p.value);
    current += `${current ? ' L' : 'M'} ${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <Frame {...props} top={top}>
      <g aria-hidden="true">
        {segments.map((d) => (
          <path key={d} className={styles.line} d={d} />
        ))}
        {props.points.map((p, i) => {
          if (p.value === null) return null;
          const [x, y] = xy(i, p.value);
          return <circle key={p.label} className={styles.point} cx={x} cy={y} r={3} />;
        })}
      </g>
    </Frame>
  );
}
