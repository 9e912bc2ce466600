export * from './client.ts';
export { inTransaction } from './transaction.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './queries/products.ts';
export { isSeeded, resetDemoData, seedDemo, type SeedOptions, type SeedSummary } from './seed/index.ts';
export { renderDemoImage } from './seed/images.ts';
export { rebuildSearchLexicon } from './seed/search-lexicon.ts';
