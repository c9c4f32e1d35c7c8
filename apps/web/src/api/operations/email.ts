// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const emailApi: Routes<typeof contract.emailApi> = {
  list: { method: 'GET', path: '/email', access: 'roller' },
  unreadCount: { method: 'GET', path: '/email/unread-count', access: 'roller' },
  markAllRead: { method: 'PUT', path: '/email/read-all', access: 'roller' },
  attachment: { method: 'GET', path: '/email/:id/attachments/:n', access: 'roller' },
  raw: { method: 'GET', path: '/email/:id/raw', access: 'roller' },
  get: { method: 'GET', path: '/email/:id', access: 'roller' },
  markRead: { method: 'PUT', path: '/email/:id/read', access: 'roller' },
  inbound: { method: 'POST', path: '/inbound', access: 'inbound' },
};
