import { defineConfig } from 'vitest/config';

// One runner for the whole repository: pure rules, servers (API through fastify.inject) and web components.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/server-kit/src/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/storefront/src/**/*.test.ts',
            'apps/identity/src/**/*.test.ts',
            'apps/payments/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
