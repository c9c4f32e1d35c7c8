/**
 * Every localStorage key the app uses (SPEC §3), in one place so two features never collide.
 * The names SPEC fixes (token, theme, sub_roller_token, emailViewerListWidth) must not change:
 * existing visitors' stored values depend on them.
 */
export const STORAGE_KEYS = {
  token: 'token',
  darkMode: 'darkMode',
  theme: 'theme',
  notificationEmail: 'notificationEmail',
  inboxListWidth: 'emailListWidth',
  subRollerToken: 'sub_roller_token',
  emailViewerListWidth: 'emailViewerListWidth',
  /** The buyer's open orders by account id, so the pay-by countdown survives a reload. */
  pendingOrders: 'pendingOrders',
  /** The token that stands for this browser's Web Push subscription (alerts). */
  pushToken: 'pushToken',
  /** Per saved notification e-mail, the token that proves it to this browser (alerts). */
  alertTokens: 'alertTokens',
  /** The seller's push device that stands for this browser, so the settings page can mark it. */
  sellerPushDeviceId: 'sellerPushDeviceId',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
