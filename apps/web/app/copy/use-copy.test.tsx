import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SHELL, type ShellData } from '../lib/shell.ts';
import type { CopyOverrides } from './base.ts';
import { NOT_FOUND_COPY } from './pages/not-found.ts';
import { useCopy, usePageCopy } from './use-copy.ts';

function Words() {
  const base = useCopy();
  const page = usePageCopy('notFound', NOT_FOUND_COPY);
  return (
    <p>
      {base.footer.needHelp}|{page.title}|{page.home}
    </p>
  );
}

function inRouter(copy: CopyOverrides) {
  const shell: ShellData = { ...FALLBACK_SHELL, copy };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ index: true, Component: Words }],
    },
  ]);
  return render(<Stub />);
}

describe('useCopy and usePageCopy', () => {
  it('give the base words outside a router', () => {
    render(<Words />);
    expect(screen.getByText('Need help?|Page not found|Go to the home page')).toBeTruthy();
  });

  it("lay the root data's overrides over base and per-route sections", async () => {
    inRouter({ footer: { needHelp: 'Questions?' }, notFound: { title: 'Lost?' } });
    expect(await screen.findByText('Questions?|Lost?|Go to the home page')).toBeTruthy();
  });
});
