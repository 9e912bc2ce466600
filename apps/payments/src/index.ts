export * from './config.ts';
export * from './app.ts';
