export * from './errors.ts';
export * from './products.ts';
export * from './health.ts';
export * from './client.ts';
export * from './navigation.ts';
export * from './content.ts';
export * from './catalogue.ts';
export * from './product-details.ts';
