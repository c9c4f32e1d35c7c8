export * from './auth.ts';
export * from './email.ts';
