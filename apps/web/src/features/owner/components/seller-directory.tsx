import { useState } from 'react';
import type { SellerSummary } from '@shop/contract';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/api/api-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePendingConfirm } from '@/hooks/use-pending-confirm';
import { useDisableSeller } from '../api/disable-seller';
import { useEnableSeller } from '../api/enable-seller';
import { useResetSellerPassword } from '../api/reset-seller-password';
import type { ShownPassword } from './password-dialog';
import type { SellerAction } from './seller-actions';
import { SellerList } from './seller-list';

type Confirming = { action: 'disable' | 'reset'; seller: SellerSummary };

const CONFIRM_TEXTS = {
  disable: (code: string) => ({
    title: `Disable ${code}?`,
    description: `Seller ${code} will not be able to sign in, and every session of theirs ends now. Their accounts leave the shop. Their unpaid orders are cancelled, and each buyer is mailed that the shop owner cancelled the order; paid orders stay as they are. You can enable ${code} again at any time; cancelled orders stay cancelled.`,
    confirmLabel: 'Yes, disable',
  }),
  reset: (code: string) => ({
    title: `Reset the password of ${code}?`,
    description: `The shop makes a new password and shows it to you once. ${code}'s current password stops working and every session of theirs ends.`,
    confirmLabel: 'Yes, reset it',
  }),
};

/**
 * The sellers with what each does: Disable and Reset password ask first, Enable does not (it
 * takes nothing away). A reset's new password goes to `onPassword`, to be shown once.
 */
export function SellerDirectory({
  sellers,
  onPassword,
}: {
  sellers: SellerSummary[];
  onPassword: (shown: ShownPassword) => void;
}) {
  const disable = useDisableSeller();
  const enable = useEnableSeller();
  const reset = useResetSellerPassword();
  const [enabling, setEnabling] = useState<number | null>(null);
  const confirm = usePendingConfirm<Confirming>({
    busy: disable.isPending || reset.isPending,
    run: ({ action, seller }, settle) => {
      const onError = (failure: unknown) => void toast.error(errorMessage(failure));
      if (action === 'disable')
        disable.mutate(seller.id, {
          onSuccess: () =>
            void toast.success(`${seller.code} is disabled: every session of theirs has ended.`),
          onError,
          onSettled: settle,
        });
      else
        reset.mutate(seller.id, {
          onSuccess: ({ password }) =>
            onPassword({ title: `New password for ${seller.code}`, code: seller.code, password }),
          onError,
          onSettled: settle,
        });
    },
  });

  const onAction = (action: SellerAction, seller: SellerSummary) => {
    if (action !== 'enable') return confirm.ask({ action, seller });
    setEnabling(seller.id);
    enable.mutate(seller.id, {
      onSuccess: () => void toast.success(`${seller.code} can sign in again.`),
      onError: (failure) => void toast.error(errorMessage(failure)),
      onSettled: () => setEnabling(null),
    });
  };

  const asking = confirm.pending;
  const texts = asking ? CONFIRM_TEXTS[asking.action](asking.seller.code) : null;
  return (
    <>
      <SellerList
        sellers={sellers}
        running={enabling === null ? null : { action: 'enable', id: enabling }}
        onAction={onAction}
      />
      {sellers.every((s) => s.is_owner) && (
        <p className="flex items-center gap-2 py-4 text-sm text-fg-muted">
          <Users aria-hidden="true" className="size-5" />
          No other sellers yet. Create one above: they sign in with the code and the password the
          shop shows you.
        </p>
      )}
      <ConfirmDialog
        {...confirm.dialog}
        title={texts?.title ?? ''}
        description={texts?.description ?? ''}
        confirmLabel={texts?.confirmLabel ?? ''}
      />
    </>
  );
}
