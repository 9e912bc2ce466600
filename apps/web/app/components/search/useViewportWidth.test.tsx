import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportWidth } from './useViewportWidth.ts';

const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');

function widthGetter(width: { value: number }) {
  const read = vi.fn(() => width.value);
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: read });
  return read;
}

afterEach(() => {
  if (original) Object.defineProperty(window, 'innerWidth', original);
});

describe('useViewportWidth', () => {
  it('does not read the window while inactive, so hydrating a page forces no layout', () => {
    const read = widthGetter({ value: 400 });
    const { result } = renderHook(() => useViewportWidth(false));
    expect(result.current).toBe(1280);
    expect(read).not.toHaveBeenCalled();
  });

  it('gives the real width once active and follows a resize', () => {
    const width = { value: 400 };
    widthGetter(width);
    const { result, rerender } = renderHook(({ active }) => useViewportWidth(active), {
      initialProps: { active: false },
    });
    rerender({ active: true });
    expect(result.current).toBe(400);
    act(() => {
      width.value = 1300;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(1300);
    rerender({ active: false });
    expect(result.current).toBe(1280);
  });
});
