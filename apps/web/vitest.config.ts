import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'jsdom',
    passWithNoTests: true,
  },
});
