import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CopyOverrides } from './base.ts';
import { NOT_FOUND_COPY } from './pages/not-found.ts';
import { CopyOverridesContext, useCopy, usePageCopy } from './use-copy.ts';

function Words() {
  const base = useCopy();
  const page = usePageCopy('notFound', NOT_FOUND_COPY);
  return (
    <p>
      {base.footer.needHelp}|{page.title}|{page.home}
    </p>
  );
}

function withOverrides(copy: CopyOverrides) {
  return render(
    <CopyOverridesContext.Provider value={copy}>
      <Words />
    </CopyOverridesContext.Provider>,
  );
}

describe('useCopy and usePageCopy', () => {
  it('give the base words outside a router', () => {
    render(<Words />);
    expect(screen.getByText('Need help?|Page not found|Go to the home page')).toBeTruthy();
  });

  it("lay the theme's overrides, as the root layout provides them, over base and per-route sections", async () => {
    withOverrides({ footer: { needHelp: 'Questions?' }, notFound: { title: 'Lost?' } });
    expect(await screen.findByText('Questions?|Lost?|Go to the home page')).toBeTruthy();
  });
});
