// Generated from packages/contract/src/operations by `npm run contract:routes`: do not edit.
// The web's route table: one module per group of operations, so a page's chunk carries only
// the groups it calls (a storefront visitor's first load holds no back-office paths).
export { alertsApi } from './alerts';
export { authApi } from './auth';
export { backofficeApi } from './backoffice';
export { buyerAccessApi } from './buyer-access';
export { catalogApi } from './catalog';
export { devMailboxApi } from './dev-mailbox';
export { disputesApi } from './disputes';
export { emailApi } from './email';
export { healthApi } from './health';
export { incomeApi } from './income';
export { mediaApi } from './media';
export { ordersApi } from './orders';
export { ownerApi } from './owner';
export { realtimeApi } from './realtime';
export { sellerOrdersApi } from './seller-orders';
export { sellerSettingsApi } from './seller-settings';
export { shopPoliciesApi } from './shop-policies';
export { storefrontApi } from './storefront';
export { subRollersApi } from './sub-rollers';
