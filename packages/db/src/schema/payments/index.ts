export * from './schema.ts';
export * from './gateway-payments.ts';
export * from './idempotency-records.ts';
export * from './payment-operations.ts';
export * from './stored-methods.ts';
export * from './webhook-deliveries.ts';
