import { useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';

/** Prefix of every open mail's query, so marking all read can update each at once. */
export const emailDetailsQueryKey = ['email', 'detail'] as const;
export const emailQueryKey = (id: number) => [...emailDetailsQueryKey, id] as const;

/** GET /api/email/{id}: the whole mail, its HTML as sent (the page sanitises it). */
export function fetchEmail(id: number, signal?: AbortSignal): Promise<EmailDetail> {
  return call(emailApi.get, { params: { id }, signal });
}

/** Silent: the open mail shows its own error (404 EMAIL_NOT_FOUND included). */
export function useEmail(id: number | null) {
  return useQuery({
    queryKey: emailQueryKey(id ?? 0),
    queryFn: ({ signal }) => fetchEmail(id ?? 0, signal),
    enabled: id !== null,
    meta: { silent: true },
  });
}
