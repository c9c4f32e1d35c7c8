// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';

export const ordersApi: Routes<typeof contract.ordersApi> = {
  purchase: { method: 'POST', path: '/transaction', access: 'public' },
  invoice: { method: 'GET', path: '/transaction/:id', access: 'public' },
  paypalOrder: { method: 'POST', path: '/transaction/:id/paypal/order', access: 'public' },
  paypalReturn: { method: 'GET', path: '/transaction/:id/paypal/return', access: 'public' },
  paypalWebhook: { method: 'POST', path: '/payments/paypal/webhook', access: 'public' },
};
