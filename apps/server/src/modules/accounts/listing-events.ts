/** The events after which an account may have joined or left a game's public listing. */
export const LISTING_EVENTS = [
  'account.created',
  'account.updated',
  'account.deleted',
  'order.placed',
  'order.closed',
] as const;
