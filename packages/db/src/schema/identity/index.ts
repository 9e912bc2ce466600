export * from './schema.ts';
export * from './accounts.ts';
export * from './refresh-sessions.ts';
export * from './authorization-codes.ts';
export * from './email-tokens.ts';
export * from './outbox-messages.ts';
