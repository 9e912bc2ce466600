import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// The layer rules need no type information; without it any path can stand for a file of its layer.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const violations: [string, string, string][] = [
  ['web imports the database', 'apps/web/app/lib/layer-check.ts', "import { products } from '@shop/db';"],
  ['web imports db types', 'apps/web/app/lib/layer-check.ts', "import type { Db } from '@shop/db/client';"],
  [
    'a web .server file imports the database',
    'apps/web/app/lib/layer-check.server.ts',
    "import { openDatabase } from '@shop/db';",
  ],
  ['web imports the API', 'apps/web/app/routes/layer-check.tsx', "export * from '@shop/api';"],
  ['web imports fastify', 'apps/web/server/layer-check.ts', "import Fastify from 'fastify';"],
  ['web imports drizzle', 'apps/web/app/lib/layer-check.ts', "import { eq } from 'drizzle-orm';"],
  ['web loads server-kit on demand', 'apps/web/app/lib/layer-check.ts', "void import('@shop/server-kit');"],
  ['the API imports React', 'apps/api/src/layer-check.ts', "import { createElement } from 'react';"],
  [
    'an API module renders HTML with react-dom',
    'apps/api/src/modules/products/layer-check.ts',
    "import { renderToString } from 'react-dom/server';",
  ],
  [
    'identity imports react-router',
    'apps/identity/src/layer-check.ts',
    "import { Link } from 'react-router';",
  ],
  ['payments imports the web app', 'apps/payments/src/layer-check.ts', "import '@shop/web/handler';"],
  [
    'db imports React Aria',
    'packages/db/src/layer-check.ts',
    "import { Button } from 'react-aria-components';",
  ],
  [
    'contracts imports React',
    'packages/contracts/src/layer-check.ts',
    "import type { ReactNode } from 'react';",
  ],
  ['server-kit imports React', 'packages/server-kit/src/layer-check.ts', "import 'react';"],
  ['the composition root imports React', 'apps/storefront/src/layer-check.ts', "import 'react-dom/server';"],
  [
    'the composition root reaches past the web handler',
    'apps/storefront/src/layer-check.ts',
    "const root = await import('@shop/web/app/root.tsx');",
  ],
  ['domain imports node:fs', 'packages/domain/src/layer-check.ts', "import { readFileSync } from 'node:fs';"],
  [
    'domain imports a workspace package',
    'packages/domain/src/layer-check.ts',
    "import { z } from '@shop/contracts';",
  ],
  [
    'domain imports another library',
    'packages/domain/src/layer-check.ts',
    "import Decimal from 'decimal.js';",
  ],
  [
    "a module imports another's queries",
    'apps/api/src/modules/search/layer-check.ts',
    "import { listCategories } from '../catalogue/queries.ts';",
  ],
  [
    "a module imports another's split queries",
    'apps/api/src/modules/compare/layer-check.ts',
    "import { listLines } from '../cart/line-queries.ts';",
  ],
  [
    "a module imports another's routes",
    'apps/api/src/modules/search/layer-check.ts',
    "import { registerGeoRoutes } from '../geo/routes.ts';",
  ],
  [
    "a module imports another's test",
    'apps/api/src/modules/search/layer-check.ts',
    "import '../geo/geo.test.ts';",
  ],
];

const legal: [string, string, string][] = [
  [
    'web imports contracts and domain',
    'apps/web/app/lib/layer-check.ts',
    "import { Listing } from '@shop/contracts';\nimport { formatPrice } from '@shop/domain';",
  ],
  [
    'a web .server file imports its own server code',
    'apps/web/app/lib/layer-check.server.ts',
    "import './x.server.ts';",
  ],
  [
    'the API imports fastify and the database',
    'apps/api/src/layer-check.ts',
    "import '@shop/db';\nimport 'fastify';",
  ],
  [
    'the composition root loads the web handler',
    'apps/storefront/src/layer-check.ts',
    "await import('@shop/web/handler');",
  ],
  [
    'domain imports zod and its own files',
    'packages/domain/src/layer-check.ts',
    "import { z } from 'zod';\nimport './money.ts';",
  ],
  [
    'a domain test imports its tools',
    'packages/domain/src/layer-check.test.ts',
    "import 'vitest';\nimport 'fast-check';",
  ],
  [
    "a module uses another's service and the shared helpers",
    'apps/api/src/modules/search/layer-check.ts',
    "import '../catalogue/service.ts';\nimport '../catalogue/listing.ts';\nimport '../shared/cache.ts';\nimport '../../config.ts';",
  ],
  [
    'a module imports its own queries',
    'apps/api/src/modules/search/layer-check.ts',
    "import './queries.ts';",
  ],
];

describe('layer rules (ADR 0019)', () => {
  it.each(violations)('fail when %s', async (_name, filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ADR 0019');
  });

  it.each(legal)('pass when %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
