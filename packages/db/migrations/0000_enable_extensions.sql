-- pg_trgm backs typo-tolerant search (trigram indexes on product titles and locality addresses).
-- On PGlite the extension must also be passed in the `extensions` option (see src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
