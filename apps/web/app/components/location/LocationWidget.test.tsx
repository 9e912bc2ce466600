import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GeoData, LocationSuggestion } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationWidget, whenLocationEditorLoaded, type LocationServices } from './LocationWidget.tsx';

const geo = (overrides: Partial<GeoData> = {}): GeoData => ({
  store: null,
  nearestWarehouseLocationCode: null,
  localityId: 1,
  postcode: '2060',
  state: 'NSW',
  city: 'NORTH SYDNEY',
  country: 'AU',
  ipCountry: null,
  newUser: false,
  ...overrides,
});

const suggestion = (id: number, fullAddress: string): LocationSuggestion => ({
  _id: id,
  fullAddress,
  city: 'RICHMOND',
  state: 'VIC',
  postcode: '3121',
});

function services(found: LocationSuggestion[] = []) {
  return {
    suggest: vi.fn<LocationServices['suggest']>(async () => found),
    setLocation: vi.fn<LocationServices['setLocation']>(async () => {}),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Clicks the location, then waits for the typeahead's code (fetched on the first edit) and the edit view. */
async function openEditor() {
  fireEvent.click(screen.getByRole('button', { name: /NORTH SYDNEY/ }));
  await act(async () => {
    await new Promise<void>((resolve) => whenLocationEditorLoaded(resolve));
  });
}

describe('LocationWidget', () => {
  it('shows loading placeholders until geo data arrives', () => {
    render(<LocationWidget state={{ status: 'loading', geo: null }} services={services()} />);
    expect(screen.getByRole('heading', { name: 'Your delivery location' })).toBeTruthy();
    expect(screen.getByTestId('location-loading')).toBeTruthy();
  });

  it('shows city, state and postcode with a pencil; title-cased on product pages', () => {
    const { rerender } = render(
      <LocationWidget state={{ status: 'ready', geo: geo() }} services={services()} />,
    );
    expect(screen.getByRole('button', { name: /NORTH SYDNEY NSW 2060/ })).toBeTruthy();
    rerender(<LocationWidget state={{ status: 'ready', geo: geo() }} services={services()} titleCaseCity />);
    expect(
      screen.getByRole('button', { name: /North Sydney NSW 2060. Change delivery location/ }),
    ).toBeTruthy();
  });

  it("prompts 'Please select your location.' without one", () => {
    render(
      <LocationWidget
        state={{ status: 'ready', geo: geo({ postcode: '', city: '', state: '' }) }}
        services={services()}
      />,
    );
    expect(screen.getByText(/Please select your location\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change delivery location' })).toBeTruthy();
  });

  it('edits: typeahead after 2 characters and 400 ms, then sets the location and returns', async () => {
    const s = services([suggestion(7, '3121 RICHMOND, VIC'), suggestion(8, '3121 CREMORNE, VIC')]);
    render(<LocationWidget state={{ status: 'ready', geo: geo() }} services={s} />);
    await openEditor();
    expect(screen.getByRole('heading', { name: 'Set Your Delivery Location' })).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Delivery Postcode' });
    expect(input.getAttribute('placeholder')).toBe('Enter delivery Postcode');
    fireEvent.change(input, { target: { value: '3' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(s.suggest).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '312' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(399);
    });
    expect(s.suggest).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(s.suggest).toHaveBeenCalledWith('312');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(s.setLocation).toHaveBeenCalledWith(8);
    expect(screen.getByRole('heading', { name: 'Your delivery location' })).toBeTruthy();
  });

  it("no match shows 'No Results Found' and the shipping note", async () => {
    render(<LocationWidget state={{ status: 'ready', geo: geo() }} services={services([])} />);
    await openEditor();
    fireEvent.change(screen.getByRole('combobox', { name: 'Delivery Postcode' }), {
      target: { value: '9999' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.getByText('No Results Found')).toBeTruthy();
    expect(screen.getByText("*We can't ship to your location")).toBeTruthy();
  });

  it('the close icon leaves edit mode', async () => {
    render(<LocationWidget state={{ status: 'ready', geo: geo() }} services={services()} />);
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Close delivery location editor' }));
    expect(screen.getByRole('heading', { name: 'Your delivery location' })).toBeTruthy();
  });
});
