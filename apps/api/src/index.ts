export * from './config.ts';
export * from './app.ts';
// The API's rule for text in addresses, which the storefront's pages follow too.
export { hasControlChars } from './modules/shared/params.ts';
