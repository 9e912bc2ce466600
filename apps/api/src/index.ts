export * from './config.ts';
export * from './app.ts';
export * from './web-mount.ts';
