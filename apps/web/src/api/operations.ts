// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// Each operation's method, path and access, typed by the contract's schemas (types only, so the
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

export const authApi: Routes<typeof contract.authApi> = {
  login: { method: 'POST', path: '/roller/login', access: 'public' },
  profile: { method: 'GET', path: '/roller', access: 'roller' },
  logout: { method: 'POST', path: '/roller/logout', access: 'roller' },
  changePassword: { method: 'POST', path: '/roller/change-password', access: 'roller' },
};

export const backofficeApi: Routes<typeof contract.backofficeApi> = {
  mailDomains: { method: 'GET', path: '/roller/mail-domains', access: 'roller' },
  account: { method: 'GET', path: '/roller/games/:gameId/accounts/:accountId', access: 'roller' },
  create: { method: 'POST', path: '/games/:gameId/accounts', access: 'roller' },
  update: { method: 'PUT', path: '/games/:gameId/accounts/:accountId', access: 'roller' },
  remove: { method: 'DELETE', path: '/games/:gameId/accounts/:accountId', access: 'roller' },
};

export const buyerAccessApi: Routes<typeof contract.buyerAccessApi> = {
  requestAccess: { method: 'POST', path: '/buyer/request-email-access', access: 'public' },
  emails: { method: 'GET', path: '/buyer/emails', access: 'public' },
  email: { method: 'GET', path: '/buyer/emails/:id', access: 'public' },
  attachment: { method: 'GET', path: '/buyer/emails/:id/attachments/:n', access: 'public' },
};

export const catalogApi: Routes<typeof contract.catalogApi> = {
  games: { method: 'GET', path: '/games', access: 'public' },
  game: { method: 'GET', path: '/games/:gameId', access: 'public' },
};

export const devMailboxApi: Routes<typeof contract.devMailboxApi> = {
  list: { method: 'GET', path: '/dev/mailbox', access: 'public' },
};

export const disputesApi: Routes<typeof contract.disputesApi> = {
  open: { method: 'POST', path: '/buyer/disputes', access: 'public' },
  buyerList: { method: 'GET', path: '/buyer/disputes', access: 'public' },
  buyerMessage: { method: 'POST', path: '/buyer/disputes/:id/messages', access: 'public' },
  buyerEscalate: { method: 'POST', path: '/buyer/disputes/:id/escalate', access: 'public' },
  list: { method: 'GET', path: '/roller/disputes', access: 'roller' },
  get: { method: 'GET', path: '/roller/disputes/:id', access: 'roller' },
  message: { method: 'POST', path: '/roller/disputes/:id/messages', access: 'roller' },
  resolve: { method: 'POST', path: '/owner/disputes/:id/resolve', access: 'owner' },
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

export const healthApi: Routes<typeof contract.healthApi> = {
  check: { method: 'GET', path: '/health', access: 'public' },
};

export const incomeApi: Routes<typeof contract.incomeApi> = {
  salesStats: { method: 'GET', path: '/games/sales-stats', access: 'public' },
  perGame: { method: 'GET', path: '/roller/income', access: 'roller' },
  daily: { method: 'GET', path: '/roller/income/daily', access: 'roller' },
};

export const mediaApi: Routes<typeof contract.mediaApi> = {
  upload: { method: 'POST', path: '/upload', access: 'roller' },
  image: { method: 'GET', path: '/media/:name', access: 'public' },
  imageCache: { method: 'GET', path: '/image/cache', access: 'public' },
};

export const ordersApi: Routes<typeof contract.ordersApi> = {
  purchase: { method: 'POST', path: '/transaction', access: 'public' },
  invoice: { method: 'GET', path: '/transaction/:id', access: 'public' },
  paypalOrder: { method: 'POST', path: '/transaction/:id/paypal/order', access: 'public' },
  paypalReturn: { method: 'GET', path: '/transaction/:id/paypal/return', access: 'public' },
  paypalWebhook: { method: 'POST', path: '/payments/paypal/webhook', access: 'public' },
};

export const ownerApi: Routes<typeof contract.ownerApi> = {
  sellers: { method: 'GET', path: '/owner/sellers', access: 'owner' },
  createSeller: { method: 'POST', path: '/owner/sellers', access: 'owner' },
  disableSeller: { method: 'POST', path: '/owner/sellers/:id/disable', access: 'owner' },
  enableSeller: { method: 'POST', path: '/owner/sellers/:id/enable', access: 'owner' },
  resetSellerPassword: { method: 'POST', path: '/owner/sellers/:id/password', access: 'owner' },
};

export const realtimeApi: Routes<typeof contract.realtimeApi> = {
  ticket: { method: 'POST', path: '/realtime/auth', access: 'roller-or-sub-roller' },
  buyerTicket: { method: 'POST', path: '/realtime/buyer-auth', access: 'public' },
  stream: { method: 'GET', path: '/realtime', access: 'public' },
};

export const sellerOrdersApi: Routes<typeof contract.sellerOrdersApi> = {
  list: { method: 'GET', path: '/roller/transactions', access: 'roller' },
  pendingCount: { method: 'GET', path: '/roller/transactions/pending-count', access: 'roller' },
  confirm: { method: 'POST', path: '/roller/transactions/:id/confirm', access: 'roller' },
  cancel: { method: 'POST', path: '/roller/transactions/:id/cancel', access: 'roller' },
};

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

export const shopPoliciesApi: Routes<typeof contract.shopPoliciesApi> = {
  get: { method: 'GET', path: '/shop/policies', access: 'public' },
};

export const storefrontApi: Routes<typeof contract.storefrontApi> = {
  accounts: { method: 'GET', path: '/games/:gameId/accounts', access: 'optional-roller' },
  account: { method: 'GET', path: '/games/:gameId/accounts/:accountId', access: 'public' },
};

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
