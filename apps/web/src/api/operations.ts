// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// Each operation's method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const authApi: Routes<typeof contract.authApi> = {
  login: { method: 'POST', path: '/roller/login', access: 'public' },
  profile: { method: 'GET', path: '/roller', access: 'roller' },
  logout: { method: 'POST', path: '/roller/logout', access: 'roller' },
  changePassword: { method: 'POST', path: '/roller/change-password', access: 'roller' },
};

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
