import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'chunks.test.ts'],
    environment: 'jsdom',
    setupFiles: ['app/test/setup.ts'],
    // A deadline for broken tests only (see app/test/setup.ts); every wait inside a test is for a state.
    testTimeout: 30_000,
    passWithNoTests: true,
  },
});
