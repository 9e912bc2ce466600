export * from './app.ts';
export * from './in-process-fetch.ts';
export * from './page-input.ts';
export * from './serve.ts';
export * from './web-mount.ts';
