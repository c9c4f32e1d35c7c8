import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotifyEvent, SellerSettings } from '@shop/contract';
import { sellerSettingsQueryKey } from '../api/get-seller-settings';
import { updateSellerSettings } from '../api/update-seller-settings';

export type NotifyToggle = { event: NotifyEvent; on: boolean };

const notifyMutationKey = ['roller', 'settings', 'notify'] as const;

function showSwitch(queryClient: QueryClient, { event, on }: NotifyToggle): void {
  queryClient.setQueryData<SellerSettings>(sellerSettingsQueryKey, (settings) =>
    settings ? { ...settings, notify: { ...settings.notify, [event]: on } } : settings,
  );
}

/**
 * One switch of "Notify me about", saved as it is flipped: shown at once, turned back if the
 * server refuses (with the shared error toast). Flips run one after another, so the server
 * applies them in the order they were made.
 */
export function useNotifyToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notifyMutationKey,
    scope: { id: 'seller-notify' },
    mutationFn: ({ event, on }: NotifyToggle) => updateSellerSettings({ notify: { [event]: on } }),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: sellerSettingsQueryKey });
      showSwitch(queryClient, toggle);
    },
    onError: (_error, toggle) => showSwitch(queryClient, { ...toggle, on: !toggle.on }),
    onSuccess: (settings) => {
      // An answer to an earlier flip does not know of a later one still under way.
      if (queryClient.isMutating({ mutationKey: notifyMutationKey }) === 1) {
        queryClient.setQueryData(sellerSettingsQueryKey, settings);
      }
    },
  });
}
