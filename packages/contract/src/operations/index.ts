export * from './auth.ts';
export * from './email.ts';
export * from './alerts.ts';
export * from './health.ts';
export * from './media.ts';
export * from './realtime.ts';
export * from './shop-policies.ts';
