import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';
import type { SearchServices, SuggestedProduct } from './types.ts';

const product = (i: number): SuggestedProduct => ({
  sku: `SKU-${i}`,
  title: `Samsung Fridge ${i}`,
  url: `/p/fridge-${i}`,
  imageUrl: `/img/${i}.jpg`,
  price: '$999',
  ribbon: i === 0 ? 'sale' : null,
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

function setup(
  opts: { theme?: 'aol' | 'hc' | 'home' | 'wa'; products?: SuggestedProduct[]; width?: number } = {},
) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: opts.width ?? 1280 });
  const services = {
    suggest: vi.fn<SearchServices['suggest']>(
      async () => opts.products ?? Array.from({ length: 10 }, (_, i) => product(i)),
    ),
    resolveUrl: vi.fn<SearchServices['resolveUrl']>(async (k) => `/search/${encodeURIComponent(k)}`),
    trackSubmit: vi.fn<NonNullable<SearchServices['trackSubmit']>>(async () => {}),
  };
  const Page = () => (
    <>
      <SearchBox theme={opts.theme ?? 'aol'} services={services} />
      <Where />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { services, input };
}

async function typeAndWait(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('is a combobox with max length 100 and autocomplete off', () => {
    const { input } = setup();
    expect(input.getAttribute('maxlength')).toBe('100');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('fetches nothing under 2 trimmed characters', async () => {
    const { input, services } = setup();
    await typeAndWait(input, ' s ');
    expect(services.suggest).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('debounces 500 ms and sends the sanitised term', async () => {
    const { input, services } = setup();
    fireEvent.change(input, { target: { value: 'sa' } });
    fireEvent.change(input, { target: { value: 'sam<sung>;' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(services.suggest).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(services.suggest).toHaveBeenCalledTimes(1);
    expect(services.suggest.mock.calls[0]?.[0]).toBe('sam sung');
  });

  it("shows 'Products', marked titles, ribbons and announces the count", async () => {
    const { input } = setup({ products: [product(0), product(1)] });
    await typeAndWait(input, 'fridge');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Products')).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Fridge');
    expect(options[0]?.textContent).toContain('Sale');
    expect(screen.getByRole('status').textContent).toBe('2 products found');
    expect(screen.getByRole('option', { name: /View all products/ })).toBeTruthy();
  });

  it.each([
    ['aol', 1280, 6],
    ['aol', 375, 3],
    ['home', 1280, 8],
    ['home', 375, 4],
    ['hc', 1280, 8],
    ['hc', 375, 3],
  ] as const)('shows the %s count at %i px: %i products', async (theme, width, count) => {
    const { input } = setup({ theme, width });
    await typeAndWait(input, 'fridge');
    expect(screen.getAllByRole('option')).toHaveLength(count + 1);
    expect(screen.getByRole('status').textContent).toBe(`${count} products found`);
  });

  it('drops the chevron on the hardware theme only', async () => {
    const { input } = setup({ theme: 'hc' });
    await typeAndWait(input, 'drill');
    expect(document.querySelector('[data-chevron]')).toBeNull();
    cleanup();
    const other = setup({ theme: 'aol' });
    await typeAndWait(other.input, 'drill');
    expect(document.querySelector('[data-chevron]')).not.toBeNull();
  });

  it('moves through options with the arrow keys and opens the active one with Enter', async () => {
    const { input } = setup({ products: [product(0), product(1)] });
    await typeAndWait(input, 'fridge');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // wraps to 'View all products'
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(screen.getByTestId('where').textContent).toBe('/p/fridge-0');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("'View all products' goes to /search/{keyword}", async () => {
    const { input } = setup();
    await typeAndWait(input, 'fridge');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /View all products/ }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/search/fridge');
  });

  it('submits to the resolved address, clears and sends search-engine analytics', async () => {
    const { input, services } = setup({ theme: 'aol' });
    services.resolveUrl.mockResolvedValueOnce('/c/kitchen/fridges');
    await typeAndWait(input, 'fridges');
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
      await vi.runAllTimersAsync();
    });
    expect(services.resolveUrl).toHaveBeenCalledWith('fridges');
    expect(screen.getByTestId('where').textContent).toBe('/c/kitchen/fridges');
    expect((input as HTMLInputElement).value).toBe('');
    expect(services.trackSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ keyword: 'fridges', url: '/c/kitchen/fridges' }),
    );
  });

  it('sends no analytics on themes without the search engine', async () => {
    const { input, services } = setup({ theme: 'hc' });
    fireEvent.change(input, { target: { value: 'drill' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
      await vi.runAllTimersAsync();
    });
    expect(screen.getByTestId('where').textContent).toBe('/search/drill');
    expect(services.trackSubmit).not.toHaveBeenCalled();
  });

  it('does nothing for an empty keyword', async () => {
    const { input, services } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
      await vi.runAllTimersAsync();
    });
    expect(services.resolveUrl).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('Escape clears and closes', async () => {
    const { input } = setup();
    await typeAndWait(input, 'fridge');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('blur clears and closes after 200 ms', async () => {
    const { input } = setup();
    await typeAndWait(input, 'fridge');
    fireEvent.blur(input);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
