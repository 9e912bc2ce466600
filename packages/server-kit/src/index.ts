export * from './errors.ts';
export * from './request-log.ts';
export * from './security.ts';
export * from './rate-limit.ts';
export * from './health.ts';
export * from './server.ts';
export * from './config.ts';
export * from './keys.ts';
