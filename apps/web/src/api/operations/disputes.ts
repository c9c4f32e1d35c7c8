// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const disputesApi: Routes<typeof contract.disputesApi> = {
  open: { method: 'POST', path: '/buyer/disputes', access: 'public' },
  buyerList: { method: 'GET', path: '/buyer/disputes', access: 'public' },
  buyerMessage: { method: 'POST', path: '/buyer/disputes/:id/messages', access: 'public' },
  buyerEscalate: { method: 'POST', path: '/buyer/disputes/:id/escalate', access: 'public' },
  list: { method: 'GET', path: '/roller/disputes', access: 'roller' },
  get: { method: 'GET', path: '/roller/disputes/:id', access: 'roller' },
  message: { method: 'POST', path: '/roller/disputes/:id/messages', access: 'roller' },
  resolve: { method: 'POST', path: '/owner/disputes/:id/resolve', access: 'owner' },
};
