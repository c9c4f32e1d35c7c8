import { useState } from 'react';
import { ReceiptText } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingText } from '@/components/ui/spinner';
import type { RollerTransactionsResult, TransactionsParams } from '../api/get-roller-transactions';
import { TransactionDialogs, type PendingAction } from './transaction-dialogs';
import { TransactionRow } from './transaction-row';

/**
 * The seller's orders, newest first, a page at a time, with the actions on pending ones. The
 * owner's list of all names each order's seller, and offers actions on the owner's own only.
 */
export function TransactionsList({
  list,
  params,
  ownCode,
  highlightedId,
  onPageChange,
}: {
  list: RollerTransactionsResult;
  params: TransactionsParams;
  /** The signed-in seller's code: on the list of all, the orders the owner may act on. */
  ownCode: string | undefined;
  /** The order a notification linked to: scrolled to, marked, its Confirm payment focused. */
  highlightedId: number | null;
  onPageChange: (page: number) => void;
}) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const transactions = list.data?.transactions ?? [];
  const all = params.scope === 'all';

  if (list.isPending) return <LoadingText>Loading transactions...</LoadingText>;
  if (list.isError) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <Alert
          variant="error"
          title={
            all ? 'The transactions could not be loaded' : 'Your transactions could not be loaded'
          }
        >
          {errorMessage(list.error)}
        </Alert>
        <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (transactions.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText />}
        title={params.status ? `No ${params.status} transactions.` : 'No transactions yet.'}
        description={
          params.status
            ? undefined
            : all
              ? "Orders for every seller's accounts appear here as buyers place them."
              : 'Orders for your accounts appear here as buyers place them.'
        }
      />
    );
  }
  return (
    <>
      <Card padding="none">
        <ul
          aria-label="Transactions"
          aria-busy={list.isPlaceholderData || undefined}
          className="divide-y divide-border"
        >
          {transactions.map((transaction) => (
            <TransactionRow
              key={transaction.id}
              transaction={transaction}
              showSeller={all}
              readOnly={all && transaction.seller.code !== ownCode}
              highlighted={transaction.id === highlightedId}
              onAction={(action, t) => setPending({ action, transaction: t })}
            />
          ))}
        </ul>
      </Card>
      {list.data && (
        <ListPagination
          page={params.page}
          total={list.data.total}
          limit={list.data.limit}
          onPageChange={onPageChange}
          label="Transactions pages"
        />
      )}
      <TransactionDialogs pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
