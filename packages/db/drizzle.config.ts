import { defineConfig } from 'drizzle-kit';

// Generate from the repository root: npx drizzle-kit generate --config packages/db/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
  strict: true,
  verbose: true,
});
