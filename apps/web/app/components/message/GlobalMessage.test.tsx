import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GlobalMessage,
  GlobalMessageProvider,
  useGlobalMessage,
  type GlobalMessageInput,
} from './GlobalMessage.tsx';

function Trigger({ input }: { input: GlobalMessageInput }) {
  const { show } = useGlobalMessage();
  return (
    <button type="button" onClick={() => show(input)}>
      Show
    </button>
  );
}

function renderWith(input: GlobalMessageInput) {
  render(
    <GlobalMessageProvider>
      <Trigger input={input} />
      <GlobalMessage />
    </GlobalMessageProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('GlobalMessage', () => {
  it('hides after 3000 ms', () => {
    renderWith({ type: 'success', text: 'Added to your cart' });
    expect(screen.getByRole('status').textContent).toContain('Added to your cart');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Added to your cart')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Added to your cart')).toBeNull();
  });

  it('keeps a keepAlive message until it is closed', () => {
    renderWith({ type: 'error', text: 'Something went wrong', keepAlive: true });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByText('Something went wrong')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
