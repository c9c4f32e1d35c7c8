// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const sellerOrdersApi: Routes<typeof contract.sellerOrdersApi> = {
  list: { method: 'GET', path: '/roller/transactions', access: 'roller' },
  pendingCount: { method: 'GET', path: '/roller/transactions/pending-count', access: 'roller' },
  confirm: { method: 'POST', path: '/roller/transactions/:id/confirm', access: 'roller' },
  cancel: { method: 'POST', path: '/roller/transactions/:id/cancel', access: 'roller' },
};
