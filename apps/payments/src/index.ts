export * from './config.ts';
export * from './app.ts';
export { TEST_CARDS, type CardBehaviour } from './cards.ts';
export { runNotificationPass, type NotifierDeps, type WebhookTransport } from './notifications.ts';
export { findPaymentByReference } from './payments-queries.ts';
