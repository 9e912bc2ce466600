import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GLYPHS } from './glyphs.ts';
import { Icon } from './Icon.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it('is decoration by default: hidden from assistive technology and never focusable', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('role')).toBeNull();
  });

  it('is an image with a name when it carries a label', () => {
    render(<Icon name="phone" label="Call us" />);
    const svg = screen.getByRole('img', { name: 'Call us' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
  });

  it('fills solid glyphs and strokes line glyphs at their own width, size and box', () => {
    const { container } = render(
      <>
        <Icon name="search" size={16} />
        <Icon name="check" size={14} />
        <Icon name="cart" size={22} />
      </>,
    );
    const [search, check, cart] = [...container.querySelectorAll('svg')];
    expect(search?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(search?.getAttribute('width')).toBe('16');
    expect(search?.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    expect(search?.querySelector('path')?.getAttribute('d')).toBe(GLYPHS.search.d);
    expect(check?.getAttribute('viewBox')).toBe('0 0 16 16');
    const line = check?.querySelector('path');
    expect(line?.getAttribute('fill')).toBe('none');
    expect(line?.getAttribute('stroke-width')).toBe('2.2');
    expect(line?.getAttribute('stroke-linecap')).toBe('round');
    expect(line?.getAttribute('stroke-linejoin')).toBeNull();
    expect(cart?.querySelector('path')?.getAttribute('stroke-linejoin')).toBe('round');
  });

  it('takes a heavier line, a class and data attributes from its caller', () => {
    const { container } = render(<Icon name="chevronDown" strokeWidth={2.5} className="x" data-chevron="" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('x');
    expect(svg.hasAttribute('data-chevron')).toBe(true);
    expect(svg.querySelector('path')?.getAttribute('stroke-width')).toBe('2.5');
  });
});
