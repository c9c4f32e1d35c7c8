/**
 * Every query of the buyer's page, under the access token: a new token (a new link) never
 * sees another's cache, and one invalidation reaches the list or a single mail.
 */
export const buyerEmailKeys = {
  all: (token: string) => ['buyer-emails', token] as const,
  list: (token: string) => [...buyerEmailKeys.all(token), 'list'] as const,
  detail: (token: string, id: number) => [...buyerEmailKeys.all(token), 'detail', id] as const,
  credentials: (token: string, transactionId: number) =>
    [...buyerEmailKeys.all(token), 'credentials', transactionId] as const,
};
