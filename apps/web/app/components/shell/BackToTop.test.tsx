import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD_PX, BackToTop } from './BackToTop.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
    vi.advanceTimersToNextFrame();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BackToTop', () => {
  it('appears once the page is scrolled down and hides again at the top', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('shows at once on a page that opens scrolled down, reading the position in the next frame, not while mounting', () => {
    Object.defineProperty(window, 'scrollY', { value: BACK_TO_TOP_THRESHOLD_PX + 1, configurable: true });
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('scrolls to the top (at once when reduced motion is asked for)', () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(<BackToTop />);
    scrollTo(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(0, 0);
  });
});
