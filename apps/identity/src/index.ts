export * from './config.ts';
export * from './app.ts';
export * from './tokens.ts';
export * from './client.ts';
