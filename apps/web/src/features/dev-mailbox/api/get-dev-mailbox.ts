import { useQuery } from '@tanstack/react-query';
import type { DevMail } from '@shop/contract';
import { isNotFound } from '@/api/api-error';
import { call } from '@/api/call';
import { devMailboxApi } from '@/api/operations';

export const devMailboxQueryKey = ['dev', 'mailbox'] as const;

/** How often the open page asks for new mail. */
export const DEV_MAILBOX_REFRESH_MS = 3000;

/** GET /api/dev/mailbox: what the shop "sent" while no SMTP relay is set, newest first. */
export function fetchDevMailbox(): Promise<DevMail[]> {
  return call(devMailboxApi.list);
}

export function useDevMailbox() {
  return useQuery({
    queryKey: devMailboxQueryKey,
    queryFn: fetchDevMailbox,
    // A 404 means the mailbox is off (SMTP_URL set): asking again will not change that.
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : DEV_MAILBOX_REFRESH_MS),
    staleTime: 0,
    // The page shows its own failure state; a toast every few seconds would only repeat it.
    meta: { silent: true },
  });
}
