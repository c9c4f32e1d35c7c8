// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const subRollersApi: Routes<typeof contract.subRollersApi> = {
  create: { method: 'POST', path: '/email/sub-roller/token', access: 'roller' },
  remove: { method: 'DELETE', path: '/email/sub-roller', access: 'roller' },
  list: { method: 'GET', path: '/email/sub-roller/list', access: 'roller' },
  accessEmails: { method: 'GET', path: '/email/sub-roller/access', access: 'sub-roller' },
  accessInfo: { method: 'GET', path: '/email/sub-roller/access/info', access: 'sub-roller' },
  accessEmail: { method: 'GET', path: '/email/sub-roller/access/:id', access: 'sub-roller' },
  accessAttachment: {
    method: 'GET',
    path: '/email/sub-roller/access/:id/attachments/:n',
    access: 'sub-roller',
  },
};
