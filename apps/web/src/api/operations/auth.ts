// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const authApi: Routes<typeof contract.authApi> = {
  login: { method: 'POST', path: '/roller/login', access: 'public' },
  profile: { method: 'GET', path: '/roller', access: 'roller' },
  logout: { method: 'POST', path: '/roller/logout', access: 'roller' },
  changePassword: { method: 'POST', path: '/roller/change-password', access: 'roller' },
};
