import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Features } from './Features.tsx';

afterEach(cleanup);

describe('product features', () => {
  it('renders the body the server sanitised as markup, not as tag text', () => {
    const { container } = render(
      <Features features={[{ title: 'Quiet', body: '<p>Only <strong>41 dB</strong></p>', image: null }]} />,
    );
    expect(screen.getByText('41 dB').tagName).toBe('STRONG');
    expect(container.textContent).not.toContain('<p>');
  });
});
