// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const shopPoliciesApi: Routes<typeof contract.shopPoliciesApi> = {
  get: { method: 'GET', path: '/shop/policies', access: 'public' },
};
