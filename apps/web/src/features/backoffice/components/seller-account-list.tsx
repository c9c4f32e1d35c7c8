import { useId, useState } from 'react';
import type { Game, ListedAccount } from '@shop/contract';
import { PackageOpen } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingText } from '@/components/ui/spinner';
import { formatCount, formatUsd } from '@/lib/format';
import { useDeleteAccount } from '../api/delete-account';
import { useSellerAccounts } from '../api/get-seller-accounts';
import { SellerAccountRow } from './seller-account-row';

/** The seller's accounts for this game, newest first, with Edit and Delete (SPEC §2). */
export function SellerAccountList({
  game,
  rollerCode,
  page,
  onPageChange,
  editingId,
  loadingId,
  onEdit,
  onDeleted,
}: {
  game: Game;
  rollerCode: string;
  page: number;
  onPageChange: (page: number) => void;
  editingId: number | null;
  loadingId: number | null;
  onEdit: (accountId: number) => void;
  onDeleted: (accountId: number) => void;
}) {
  const titleId = useId();
  const list = useSellerAccounts(game.id, rollerCode, page);
  const remove = useDeleteAccount(game.id);
  const [pending, setPending] = useState<ListedAccount | null>(null);
  const accounts = list.data?.accounts ?? [];

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: (data) => {
        toast.success(data?.message || 'Account deleted');
        onDeleted(pending.id);
        // The last account of a later page is gone: show the page before it.
        if (accounts.length === 1 && page > 1) onPageChange(page - 1);
      },
      // The server's reason (e.g. sold or being bought) comes as the shared error toast.
      onSettled: () => setPending(null),
    });
  };

  let body;
  if (list.isPending) body = <LoadingText>Loading accounts...</LoadingText>;
  else if (list.isError) {
    body = (
      <div className="flex flex-col items-start gap-3 p-4">
        <Alert variant="error" title="Your accounts could not be loaded">
          {errorMessage(list.error)}
        </Alert>
        <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (accounts.length === 0) {
    body = (
      <EmptyState
        icon={<PackageOpen />}
        title="No accounts yet"
        description={`Accounts you add for ${game.name} appear here.`}
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-border" aria-busy={list.isPlaceholderData || undefined}>
        {accounts.map((account) => (
          <SellerAccountRow
            key={account.id}
            account={account}
            editing={account.id === editingId}
            loading={account.id === loadingId}
            onEdit={() => onEdit(account.id)}
            onDelete={() => setPending(account)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <CardTitle id={titleId}>Your accounts</CardTitle>
        {list.data && list.data.total > 0 && (
          <span className="text-sm text-fg-muted">{`${formatCount(list.data.total)} in total`}</span>
        )}
      </div>
      {accounts.length > 0 ? <Card padding="none">{body}</Card> : body}
      {list.data && (
        <ListPagination
          page={page}
          total={list.data.total}
          limit={list.data.limit}
          onPageChange={onPageChange}
          label="Your accounts pages"
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Are you sure?"
        description="You won't be able to revert this!"
        confirmLabel="Yes, delete it!"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        {pending && (
          // SPEC's words do not say which account; this does, so the wrong one is not deleted.
          <p className="rounded-control bg-surface-muted px-3 py-2 text-sm text-fg">
            <span className="font-semibold">{pending.code}</span>
            {` · ${pending.server_name} · ${formatUsd(pending.price)}`}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
