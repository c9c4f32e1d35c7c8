/** The events after which an account may have joined or left a game's public listing. */
export const LISTING_EVENTS = [
  'account.created',
  'account.updated',
  'account.deleted',
  'order.placed',
  'order.closed',
] as const;

/**
 * The events after which a seller's accounts left the public listing or came back all at once:
 * the seller was disabled or enabled (decision 0039, "Disabling a seller").
 */
export const SELLER_EVENTS = ['roller.disabled', 'roller.enabled'] as const;
