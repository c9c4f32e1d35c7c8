// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const alertsApi: Routes<typeof contract.alertsApi> = {
  create: { method: 'POST', path: '/buyer-notifications/subscriptions', access: 'public' },
  list: { method: 'GET', path: '/buyer-notifications/subscriptions', access: 'public' },
  listByEmail: {
    method: 'GET',
    path: '/buyer-notifications/email-subscriptions',
    access: 'public',
  },
  update: { method: 'PUT', path: '/buyer-notifications/subscriptions/:id', access: 'public' },
  remove: { method: 'DELETE', path: '/buyer-notifications/subscriptions/:id', access: 'public' },
  unsubscribeAll: {
    method: 'POST',
    path: '/buyer-notifications/unsubscribe-all',
    access: 'public',
  },
  confirmAddress: { method: 'POST', path: '/buyer-notifications/confirm', access: 'public' },
  requestManageLink: { method: 'POST', path: '/buyer-notifications/manage-link', access: 'public' },
  unsubscribe: { method: 'GET', path: '/buyer-notifications/unsubscribe', access: 'public' },
  unsubscribeOneClick: {
    method: 'POST',
    path: '/buyer-notifications/unsubscribe',
    access: 'public',
  },
  unsubscribeSingle: {
    method: 'GET',
    path: '/buyer-notifications/unsubscribe-single',
    access: 'public',
  },
  unsubscribeSingleOneClick: {
    method: 'POST',
    path: '/buyer-notifications/unsubscribe-single',
    access: 'public',
  },
  vapidPublicKey: {
    method: 'GET',
    path: '/buyer-notifications/vapid-public-key',
    access: 'public',
  },
  registerPush: { method: 'POST', path: '/buyer-notifications/fcm-tokens', access: 'public' },
};
