import '../testing/polyfills.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareTable } from './CompareTable.tsx';

afterEach(cleanup);

const rows = [
  { group: 'Dimensions', name: 'Width', kind: 'String' as const, values: [], differs: true },
  { group: 'Dimensions', name: 'Height', kind: 'String' as const, values: [], differs: false },
];

describe("the compare table's highlight switch (the compareHighlight flags, 000 §7)", () => {
  it('is there and off by default', () => {
    render(<CompareTable columns={[]} attributes={rows} onRemove={() => {}} />);
    expect((screen.getByRole('switch', { name: 'Highlight differences' }) as HTMLInputElement).checked).toBe(false);
  });

  it('starts on when the brand highlights by default, and says how many rows differ', () => {
    render(<CompareTable columns={[]} attributes={rows} onRemove={() => {}} defaultHighlight />);
    expect((screen.getByRole('switch', { name: 'Highlight differences' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 row differs and is highlighted');
  });

  it('is left out when the brand turns highlighting off', () => {
    render(<CompareTable columns={[]} attributes={rows} onRemove={() => {}} canHighlight={false} />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
