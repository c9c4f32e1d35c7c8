// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const ownerApi: Routes<typeof contract.ownerApi> = {
  sellers: { method: 'GET', path: '/owner/sellers', access: 'owner' },
  createSeller: { method: 'POST', path: '/owner/sellers', access: 'owner' },
  disableSeller: { method: 'POST', path: '/owner/sellers/:id/disable', access: 'owner' },
  enableSeller: { method: 'POST', path: '/owner/sellers/:id/enable', access: 'owner' },
  resetSellerPassword: { method: 'POST', path: '/owner/sellers/:id/password', access: 'owner' },
};
