// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const buyerAccessApi: Routes<typeof contract.buyerAccessApi> = {
  requestAccess: { method: 'POST', path: '/buyer/request-email-access', access: 'public' },
  emails: { method: 'GET', path: '/buyer/emails', access: 'public' },
  email: { method: 'GET', path: '/buyer/emails/:id', access: 'public' },
  attachment: { method: 'GET', path: '/buyer/emails/:id/attachments/:n', access: 'public' },
  credentials: {
    method: 'GET',
    path: '/buyer/accounts/:transaction_id/credentials',
    access: 'public',
  },
};
