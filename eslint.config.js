import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/*
 * Layer rules (docs/decisions/0019-layers.md). Each rule is a regular expression over an import's source. Flat config
 * replaces a rule's options rather than merging them, so every block below lists all the rules of the files it
 * matches, and a file gets its layer's restrictions from exactly one block.
 */
const rule = (regex, message) => ({ regex, message, caseSensitive: true });

const SERVER_ONLY = rule(
  String.raw`^(@shop/(db|server-kit|api|identity|payments|storefront)|fastify|@fastify/[^/]+|pg|drizzle-orm)(/.*)?$`,
  'The web app runs in the browser too: it reaches the database and the services through @shop/contracts (layers, ADR 0019).',
);
const REACT = String.raw`react|react-dom|react-router|react-aria-components|@react-router/[^/]+|@react-aria/[^/]+`;
const NO_REACT = rule(
  `^(${REACT}|@shop/web)(/.*)?$`,
  'Servers render no pages: React and the web app stay in apps/web (layers, ADR 0019).',
);
const STOREFRONT_NO_REACT = rule(
  String.raw`^(${REACT}|@shop/web(?!/handler$))(/.*)?$`,
  'The composition root mounts the web app through @shop/web/handler only, never React itself (layers, ADR 0019).',
);
const DOMAIN_PURE = rule(
  String.raw`^(?!zod(/.*)?$|\.{1,2}/)`,
  'packages/domain holds pure rules: it imports zod and its own files, nothing else (layers, ADR 0019).',
);
const DOMAIN_TEST_PURE = rule(
  String.raw`^(?!(zod|vitest|fast-check)(/.*)?$|\.{1,2}/)`,
  'Domain tests import the rules, zod, vitest and fast-check only (layers, ADR 0019).',
);
const MODULE_PRIVATE = rule(
  String.raw`^(\.\./)+(?!shared/)[^./][^/]*/((routes|queries|[^/]*-queries)(\.ts)?|[^/]*\.test(\.tsx?)?)$`,
  "Another API module's routes, queries and tests are its own: go through its service.ts or other public files (ADR 0019).",
);

// Dynamic import() is outside no-restricted-imports' reach; the same expressions cover it. esquery regexes cannot
// hold a '/', so it is written as \x2F.
const layerRules = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules }],
  'no-restricted-syntax': [
    'error',
    ...rules.map((r) => ({
      selector: `ImportExpression[source.value=/${r.regex.replaceAll('/', String.raw`\x2F`)}/]`,
      message: r.message,
    })),
  ],
});

const SERVER_FILES = [
  'apps/api/**',
  'apps/identity/**',
  'apps/payments/**',
  'packages/server-kit/**',
  'packages/db/**',
  'packages/contracts/**',
];
const API_MODULE_FILES = ['apps/api/src/modules/**'];
const DOMAIN_TEST_FILES = ['packages/domain/**/*.test.ts'];

// The app's links come from one wrapper, which writes a plain path's link on the server without the router's work
// (docs/decisions/0071-links-written-plain-on-the-server.md).
const ROUTER_LINK = {
  name: 'react-router',
  importNames: ['Link'],
  message:
    "Import Link from apps/web/app/lib/link.tsx: it writes the router's markup for less work on the server (ADR 0071).",
};

const layers = [
  {
    files: ['apps/web/**'],
    rules: {
      ...layerRules(SERVER_ONLY),
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY], paths: [ROUTER_LINK] }],
    },
  },
  { files: SERVER_FILES, ignores: API_MODULE_FILES, rules: layerRules(NO_REACT) },
  { files: API_MODULE_FILES, rules: layerRules(NO_REACT, MODULE_PRIVATE) },
  { files: ['apps/storefront/**'], rules: layerRules(STOREFRONT_NO_REACT) },
  { files: ['packages/domain/**'], ignores: DOMAIN_TEST_FILES, rules: layerRules(DOMAIN_PURE) },
  { files: DOMAIN_TEST_FILES, rules: layerRules(DOMAIN_TEST_PURE) },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.react-router/**',
      'data/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...layers,
);
