import { useId } from 'react';
import type { ListedAccount } from '@shop/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AppImage } from '@/components/ui/image';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { formatDate, formatUsd } from '@/lib/format';
import { thumbFor } from '../lib/image-entries';

/** Why an account cannot be changed now, or null: the server refuses both cases as well. */
export function lockReason(status: ListedAccount['transaction_status']): string | null {
  if (status === 'delivered') return 'Sold accounts cannot be edited or deleted';
  if (status === 'pending') return 'Being purchased';
  return null;
}

/**
 * One of the seller's accounts: cover, code, server, price, status, Edit and Delete. A sold or
 * reserved account keeps its buttons in place, unavailable, with the reason shown beside them.
 */
export function SellerAccountRow({
  account,
  editing,
  loading,
  onEdit,
  onDelete,
}: {
  account: ListedAccount;
  /** This account is the one in the form right now. */
  editing: boolean;
  /** Its full data is being loaded for the form. */
  loading: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const cover = account.images[0];
  const locked = lockReason(account.transaction_status);
  const reasonId = useId();
  // aria-disabled rather than disabled: the buttons stay focusable, so the reason is heard.
  const lockProps = locked
    ? { 'aria-disabled': true, 'aria-describedby': reasonId, title: locked }
    : {};
  return (
    <li
      aria-current={editing || undefined}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:flex-nowrap',
        editing && 'bg-accent-soft',
      )}
    >
      <AppImage
        src={cover ? thumbFor(cover) : null}
        alt=""
        width={96}
        height={72}
        className="h-[4.5rem] w-24 shrink-0 rounded-control object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-fg">{account.code}</span>
          {editing && <Badge variant="accent">Editing</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">
          {account.server_name}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, added </span>
          {formatDate(account.created_at)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className="font-semibold text-fg tabular-nums">{formatUsd(account.price)}</span>
          <StatusBadge status={account.transaction_status} />
        </p>
        {locked && (
          <p id={reasonId} className="mt-1 text-xs text-fg-muted">
            {locked}
          </p>
        )}
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          size="sm"
          busy={loading}
          aria-label={`Edit ${account.code}`}
          onClick={locked ? undefined : onEdit}
          {...lockProps}
          className="flex-1 sm:flex-none"
        >
          {!loading && <Pencil aria-hidden="true" className="size-4" />}
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Delete ${account.code}`}
          onClick={locked ? undefined : onDelete}
          {...lockProps}
          className="flex-1 text-danger-text sm:flex-none"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}
