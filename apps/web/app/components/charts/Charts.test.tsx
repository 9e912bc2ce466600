import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { labelEvery, niceMax } from './chart-scale.ts';
import { BarChart, LineChart } from './Charts.tsx';

afterEach(cleanup);

const common = {
  labelHeader: 'Day',
  valueHeader: 'Value',
  showTable: 'Show table',
  format: (v: number) => `${v}`,
};

describe('charts', () => {
  it('draws one bar per point, scaled to a nice top, named and described, with a table alternative', () => {
    render(
      <BarChart
        {...common}
        title="Orders per day"
        description="Bar chart of the orders placed each day."
        points={[
          { label: '2026-11-23', value: 3 },
          { label: '2026-11-24', value: 0 },
          { label: '2026-11-25', value: 6 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Orders per day' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(chart.querySelector('desc')!.textContent).toBe('Bar chart of the orders placed each day.');
    const heights = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    // Top of the axis is 10: 3 and 6 are 30% and 60% of the plot's 180 px.
    expect(heights.map((h) => Math.round(h))).toEqual([54, 0, 108]);
    const table = screen.getByRole('table', { name: 'Orders per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayValue', '2026-11-233', '2026-11-240', '2026-11-256']);
    expect(screen.getByText('Show table').tagName).toBe('SUMMARY');
  });

  it('breaks a line where a point has no value, and shows a dash for it in the table', () => {
    render(
      <LineChart
        {...common}
        title="Conversion"
        description="Line chart."
        max={1}
        points={[
          { label: 'a', value: 0.5 },
          { label: 'b', value: 1 },
          { label: 'c', value: null },
          { label: 'd', value: 0 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Conversion' });
    const paths = [...chart.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(/^M [\d.]+ [\d.]+ L [\d.]+ [\d.]+$/);
    expect(paths[1]).toMatch(/^M [\d.]+ [\d.]+$/);
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const row = within(screen.getByRole('table', { name: 'Conversion' })).getByRole('row', { name: /^c/ });
    expect(row.textContent).toBe('c–');
  });

  it('picks a round axis top and thins the labels', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(6)).toBe(10);
    expect(niceMax(35_001)).toBe(50_000);
    expect(niceMax(100)).toBe(100);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(5, 8)).toBe(1);
  });
});
