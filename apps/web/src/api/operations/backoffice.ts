// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const backofficeApi: Routes<typeof contract.backofficeApi> = {
  mailDomains: { method: 'GET', path: '/roller/mail-domains', access: 'roller' },
  account: { method: 'GET', path: '/roller/games/:gameId/accounts/:accountId', access: 'roller' },
  create: { method: 'POST', path: '/games/:gameId/accounts', access: 'roller' },
  update: { method: 'PUT', path: '/games/:gameId/accounts/:accountId', access: 'roller' },
  remove: { method: 'DELETE', path: '/games/:gameId/accounts/:accountId', access: 'roller' },
};
