import { useMutation } from '@tanstack/react-query';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';

/** POST /api/buyer-notifications/manage-link {email}: mails the address a link to its alerts. */
export function requestManageLink(email: string): Promise<{ message: string }> {
  return call(alertsApi.requestManageLink, { body: { email } });
}

export function useRequestManageLink() {
  return useMutation({ mutationFn: requestManageLink });
}
