import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionsQueryKey } from '../api/get-subscriptions';
import { fetchVapidPublicKey } from '@/api/vapid-public-key';
import { registerPushToken } from '../api/register-push-token';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '@/lib/web-push';
import { savedPushToken } from './use-push-token';

async function enableBrowserPush(): Promise<string> {
  const { public_key } = await fetchVapidPublicKey();
  const push_subscription = await subscribeThisBrowser(public_key);
  const { fcm_token } = await registerPushToken({ push_subscription });
  return fcm_token;
}

/** Turns browser notifications on: the token it gets back stands for this browser from then on. */
export function useEnableBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableBrowserPush,
    onSuccess: (token) => {
      savedPushToken.set(token);
      void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    },
    meta: { silent: true },
  });
}

/** Turns them off here; the browser's own subscription goes too, so nothing arrives any more. */
export function useDisableBrowserPush() {
  return useMutation({
    mutationFn: unsubscribeThisBrowser,
    // Forget the token even if the browser could not drop its subscription.
    onSettled: () => savedPushToken.clear(),
    meta: { silent: true },
  });
}
