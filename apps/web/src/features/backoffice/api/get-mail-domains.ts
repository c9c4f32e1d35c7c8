import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/call';
import { backofficeApi } from '@/api/operations';

export type MailDomainsData = { domains: string[] };

export const mailDomainsQueryKey = ['roller', 'mail-domains'] as const;

/** GET /api/roller/mail-domains: the shop's domains for login e-mails; the first is the default. */
export function fetchMailDomains(): Promise<MailDomainsData> {
  return call(backofficeApi.mailDomains);
}

/** The list is server configuration, so it is read once. Silent: the page shows the failure. */
export function useMailDomains() {
  return useQuery({
    queryKey: mailDomainsQueryKey,
    queryFn: fetchMailDomains,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
