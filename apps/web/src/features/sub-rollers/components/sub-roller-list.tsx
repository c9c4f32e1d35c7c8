import type { SubRoller } from '@shop/contract';
import { Link2, Trash2, Users } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/api/api-error';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/spinner';
import { usePendingConfirm } from '@/hooks/use-pending-confirm';
import { cn } from '@/lib/cn';
import { COPIED_TOAST_MS, copyToClipboard } from '@/lib/copy-to-clipboard';
import { useSubRollers } from '../api/get-sub-rollers';
import { useRemoveSubRoller } from '../api/remove-sub-roller';
import { viewerLink } from '../lib/viewer-link';

const copyLink = (token: string) =>
  copyToClipboard(viewerLink(token), {
    copied: 'Link copied to clipboard!',
    failed: 'Could not copy the link.',
    durationMs: COPIED_TOAST_MS,
  });

/** Active sub-rollers with Copy Link and Remove; a click on one opens its mail. */
export function SubRollerList({
  selected,
  onSelect,
  onRemoved,
}: {
  selected: string | null;
  onSelect: (subRoller: SubRoller) => void;
  onRemoved: (subRoller: SubRoller) => void;
}) {
  const list = useSubRollers();
  const remove = useRemoveSubRoller();
  const confirm = usePendingConfirm<SubRoller>({
    busy: remove.isPending,
    run: (target, settle) =>
      remove.mutate(target.sub_code, {
        onSuccess: (result) => {
          toast.success(result?.message || 'Sub-roller removed successfully');
          onRemoved(target);
        },
        onError: (failure) =>
          void toast.error(
            (isApiError(failure) && failure.serverMessage) || 'Failed to remove sub-roller',
          ),
        onSettled: settle,
      }),
  });

  let body;
  if (list.isPending) body = <LoadingText>Loading sub-rollers...</LoadingText>;
  else if (list.isError) {
    body = (
      <LoadFailedAlert
        title="Could not load sub-rollers"
        message={errorMessage(list.error)}
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <p className="flex items-center gap-2 py-6 text-sm text-fg-muted">
        <Users aria-hidden="true" className="size-5" />
        No active sub-rollers found
      </p>
    );
  } else {
    body = (
      <ul aria-label="Sub-rollers" className="divide-y divide-border">
        {list.data.map((sub) => {
          const isSelected = sub.token === selected;
          return (
            <li
              key={sub.id}
              className={cn(
                'flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between',
                isSelected && '-mx-3 rounded-control bg-accent-soft px-3',
              )}
            >
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(sub)}
                className="min-w-0 cursor-pointer rounded-control text-left focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="block font-semibold text-fg">{sub.sub_code}</span>
                <span className="block truncate font-mono text-sm text-fg-muted">
                  {sub.email_pattern}
                </span>
              </button>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Copy Link of ${sub.sub_code}`}
                  onClick={() => void copyLink(sub.token)}
                >
                  <Link2 aria-hidden="true" className="size-4" />
                  Copy Link
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Remove ${sub.sub_code}`}
                  onClick={() => confirm.ask(sub)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardTitle>Active Sub-Rollers</CardTitle>
      <div className="mt-3">{body}</div>
      <ConfirmDialog
        {...confirm.dialog}
        title="Are you sure?"
        description="This will remove the sub-roller and its token. You won't be able to access its emails anymore."
        confirmLabel="Yes, remove it!"
      />
    </Card>
  );
}
