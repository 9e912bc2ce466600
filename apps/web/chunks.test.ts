import { describe, expect, it } from 'vitest';
import { namesImported, preloadsOnDemand, shellChunkName } from './chunks.ts';

type Info = { code: string | null; importedIds: string[]; exports: string[] };

/** A module graph as the bundler's chunking context reports it; importers are derived from the imports. */
function context(graph: Record<string, Info>) {
  const importers = (id: string) =>
    Object.keys(graph).filter((other) => graph[other]!.importedIds.includes(id));
  return {
    getModuleInfo(id: string) {
      const info = graph[id];
      if (!info) return null;
      return {
        ...info,
        id,
        importers: importers(id),
        dynamicImporters: [] as string[],
        dynamicallyImportedIds: [],
      };
    },
  } as unknown as Parameters<ReturnType<typeof shellChunkName>>[1];
}

describe('namesImported', () => {
  it('lists the names imported and re-exported from the specifier, without renames or type markers', () => {
    const code = [
      `import { a, b as c, type D } from '@shop/domain';`,
      `import x, { e } from "@shop/domain";`,
      `export { f } from '@shop/domain';`,
      `import { g } from '@shop/domain/ga4';`,
      `import { h } from '@shop/contracts';`,
    ].join('\n');
    expect([...(namesImported(code, '@shop/domain') as Set<string>)].sort()).toEqual([
      'D',
      'a',
      'b',
      'e',
      'f',
    ]);
  });

  it('answers every name for a namespace import, a star re-export or code it cannot see', () => {
    expect(namesImported(`import * as domain from '@shop/domain';`, '@shop/domain')).toBe('all');
    expect(namesImported(`export * from '@shop/domain';`, '@shop/domain')).toBe('all');
    expect(namesImported(null, '@shop/domain')).toBe('all');
  });
});

describe('shellChunkName', () => {
  const root = '/w/apps/web/app/root.tsx';
  const entry = '/w/apps/web/app/entry.client.tsx';
  const shell = '/w/apps/web/app/components/shell/Shell.tsx';
  const index = '/w/packages/domain/src/index.ts';
  const ga4 = '/w/packages/domain/src/ga4.ts';
  const form = '/w/packages/domain/src/checkout-form.ts';
  const money = '/w/packages/domain/src/money.ts';
  const route = '/w/apps/web/app/routes/checkout.tsx';
  const react = '/w/node_modules/react/index.js';
  const zod = '/w/node_modules/zod/index.js';
  const shellCss = '/w/apps/web/app/components/shell/Shell.module.css';
  const routeCss = '/w/apps/web/app/routes/checkout.module.css';
  const graph: Record<string, Info> = {
    [entry]: { code: '', importedIds: [react], exports: [] },
    [root]: {
      code: `import { Shell } from './components/shell/Shell.tsx';`,
      importedIds: [shell],
      exports: [],
    },
    [shell]: {
      code: `import { pageView } from '@shop/domain';\nimport { useState } from 'react';`,
      importedIds: [index, react, shellCss],
      exports: ['Shell'],
    },
    [index]: {
      code: `export * from './ga4.ts';\nexport * from './checkout-form.ts';`,
      importedIds: [ga4, form],
      exports: [],
    },
    [ga4]: { code: `import { formatMoney } from './money.ts';`, importedIds: [money], exports: ['pageView'] },
    [money]: { code: '', importedIds: [], exports: ['formatMoney'] },
    [form]: { code: `import { z } from 'zod';`, importedIds: [zod], exports: ['CHECKOUT_LIMITS'] },
    [route]: {
      code: `import { CHECKOUT_LIMITS } from '@shop/domain';`,
      importedIds: [index, routeCss],
      exports: [],
    },
    [shellCss]: { code: '', importedIds: [], exports: ['default'] },
    [routeCss]: { code: '', importedIds: [], exports: ['default'] },
    [react]: { code: '', importedIds: [], exports: ['useState'] },
    [zod]: { code: '', importedIds: [], exports: ['z'] },
  };

  it('groups what the root and the entry use, following a package index only into the modules it takes names from', () => {
    const name = shellChunkName();
    const ctx = context(graph);
    expect(name(shell, ctx)).toBe('shell');
    expect(name(ga4, ctx)).toBe('shell');
    expect(name(money, ctx)).toBe('shell');
    expect(name(react, ctx)).toBe('vendor');
    // Only the checkout page uses the form rules (and zod through them): they split with it, not into every page.
    expect(name(form, ctx)).toBeNull();
    expect(name(zod, ctx)).toBeNull();
    expect(name(route, ctx)).toBeNull();
  });

  it("puts what only the site layout imports into 'site', leaving the layout itself and what the shell has", () => {
    const site = '/w/apps/web/app/routes/site.tsx';
    const header = '/w/apps/web/app/components/shell/SiteHeader.tsx';
    const search = '/w/apps/web/app/components/search/SearchBox.tsx';
    const lib = '/w/node_modules/some-lib/index.js';
    const listbox = '/w/apps/web/app/lib/use-listbox-navigation.ts';
    const compareStore = '/w/apps/web/app/lib/compare-store.ts';
    const category = '/w/apps/web/app/routes/category.tsx';
    const withSite: Record<string, Info> = {
      ...graph,
      [site]: { code: '', importedIds: [header], exports: ['handle', 'default'] },
      [header]: { code: '', importedIds: [search, money, lib, compareStore], exports: ['SiteHeader'] },
      [compareStore]: { code: '', importedIds: [], exports: ['compareStore'] },
      [category]: { code: '', importedIds: [compareStore], exports: ['default'] },
      [search]: { code: '', importedIds: [listbox], exports: ['SearchBox'] },
      [listbox]: { code: '', importedIds: [], exports: ['useListbox'] },
      [route]: { ...graph[route]!, importedIds: [...graph[route]!.importedIds, listbox] },
      [lib]: { code: '', importedIds: [], exports: ['x'] },
    };
    const name = shellChunkName(['routes/checkout.tsx']);
    const ctx = context(withSite);
    expect(name(header, ctx)).toBe('site');
    // Shared with a page under the layout, which loads 'site' anyway.
    expect(name(compareStore, ctx)).toBe('site');
    expect(name(search, ctx)).toBe('site');
    // Shared with the shell: stays in the shell, which every page loads.
    expect(name(money, ctx)).toBe('shell');
    // Also used by a page outside the layout (checkout): in the shell, or that page would load all of 'site'.
    expect(name(listbox, ctx)).toBe('shell');
    // The route module stays its own file, as the root does; packages reached only from it split automatically.
    expect(name(site, ctx)).toBeNull();
    expect(name(lib, ctx)).toBeNull();
    expect(name(shell, ctx)).toBe('shell');
  });

  it("groups a CSS module's class names with the shell only when the shell uses it", () => {
    const name = shellChunkName();
    const ctx = context(graph);
    expect(name(shellCss, ctx)).toBe('shell');
    // Its rules still go into the one stylesheet (cssCodeSplit: false); only the class-name map splits with the page.
    expect(name(routeCss, ctx)).toBeNull();
  });
});

describe('preloadsOnDemand', () => {
  it('leaves out the files every page that can ask has loaded, and keeps the rest in order', () => {
    const dependencies = [
      'assets/view-item-CuPFCCRY.js',
      'assets/rolldown-runtime-XKyaHtl9.js',
      'assets/vendor-Bh4HSDJb.js',
      'assets/ga4-DakDpM7H.js',
      'assets/site-XaIweuyy.js',
      'assets/shell-D6IydBkE.js',
      'assets/payment-options-SPE0Xy1u.js',
    ];
    expect(preloadsOnDemand(dependencies)).toEqual([
      'assets/view-item-CuPFCCRY.js',
      'assets/ga4-DakDpM7H.js',
      'assets/payment-options-SPE0Xy1u.js',
    ]);
  });

  it('keeps a file whose name only starts like a group', () => {
    const dependencies = [
      'assets/sitemap-BNsFcOt5.js',
      'assets/shell-hours-Ab12Cd34.js',
      'assets/my-vendor-Bh4HSDJb.js',
    ];
    expect(preloadsOnDemand(dependencies)).toEqual(dependencies);
  });
});
