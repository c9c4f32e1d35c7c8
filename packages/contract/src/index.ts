export * from './values.ts';
export * from './fields.ts';
export * from './envelope.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './health.ts';
export * from './storefront.ts';
export * from './backoffice.ts';
