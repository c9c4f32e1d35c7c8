import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A page of a back-office list whose answer also carries a nav badge's figure (unread mail,
 * pending orders): the badge's query is updated from it, so the badge need not wait for its own
 * poll. Keeps the page on screen while the next loads. Silent: the list shows its own error.
 */
export function usePageWithBadge<Page, Badge>({
  queryKey,
  fetchPage,
  badgeKey,
  badgeOf,
}: {
  queryKey: QueryKey;
  fetchPage: (signal: AbortSignal) => Promise<Page>;
  badgeKey: QueryKey;
  badgeOf: (page: Page) => Badge;
}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const page = await fetchPage(signal);
      queryClient.setQueryData(badgeKey, badgeOf(page));
      return page;
    },
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}
