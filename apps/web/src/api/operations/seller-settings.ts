// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const sellerSettingsApi: Routes<typeof contract.sellerSettingsApi> = {
  get: { method: 'GET', path: '/roller/settings', access: 'roller' },
  update: { method: 'PUT', path: '/roller/settings', access: 'roller' },
  changeEmail: { method: 'PUT', path: '/roller/email', access: 'roller' },
  confirmEmail: { method: 'POST', path: '/roller/email/confirm', access: 'public' },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/roller/settings/webhook-secret',
    access: 'roller',
  },
  testDiscord: { method: 'POST', path: '/roller/settings/discord/test', access: 'roller' },
  testWebhook: { method: 'POST', path: '/roller/settings/webhook/test', access: 'roller' },
  pushDevices: { method: 'GET', path: '/roller/push-devices', access: 'roller' },
  addPushDevice: { method: 'POST', path: '/roller/push-devices', access: 'roller' },
  removePushDevice: { method: 'DELETE', path: '/roller/push-devices/:id', access: 'roller' },
  deliveries: { method: 'GET', path: '/roller/notification-deliveries', access: 'roller' },
};
