export * from './config.ts';
export * from './app.ts';
export { TEST_CARDS, type CardBehaviour } from './cards.ts';
