import type { RollerTransaction } from '@shop/contract';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatUsd } from '@/lib/format';
import { useCancelTransaction } from '../api/cancel-transaction';
import { useConfirmTransaction } from '../api/confirm-transaction';
import type { TransactionAction } from './transaction-row';

export type PendingAction = { action: TransactionAction; transaction: RollerTransaction };

/**
 * The confirmation for Confirm payment and Cancel. Failures (the order moved on meanwhile: 409)
 * come as the shared error toast; the list refreshes either way.
 */
export function TransactionDialogs({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const confirm = useConfirmTransaction();
  const cancel = useCancelTransaction();
  const t = pending?.transaction;

  const run = () => {
    if (!pending || !t) return;
    if (pending.action === 'confirm') {
      confirm.mutate(t.id, {
        onSuccess: () =>
          toast.success(`Payment confirmed. ${t.account_code} was sent to ${t.buyer_email}.`),
        onSettled: onClose,
      });
    } else {
      cancel.mutate(t.id, {
        onSuccess: () => toast.success(`Order cancelled. ${t.account_code} is on sale again.`),
        onSettled: onClose,
      });
    }
  };

  const isConfirm = pending?.action === 'confirm';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isConfirm ? 'Confirm payment?' : 'Cancel this order?'}
      description={
        isConfirm
          ? `The account is delivered to ${t?.buyer_email ?? ''} at once.`
          : 'The account goes back on sale.'
      }
      confirmLabel={isConfirm ? 'Confirm payment' : 'Cancel order'}
      cancelLabel={isConfirm ? 'Cancel' : 'Keep order'}
      tone={isConfirm ? 'primary' : 'danger'}
      busy={confirm.isPending || cancel.isPending}
      onConfirm={run}
    >
      {t && (
        // Which order, so the wrong one is not confirmed: the dialog's words do not say.
        <p className="rounded-control bg-surface-muted px-3 py-2 text-sm text-fg">
          <span className="font-semibold">{t.account_code}</span>
          {` · ${t.game_name} · ${formatUsd(t.amount)} · ${t.buyer_name}`}
        </p>
      )}
    </ConfirmDialog>
  );
}
