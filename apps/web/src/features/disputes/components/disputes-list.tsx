import { Scale } from 'lucide-react';
import type { DisputeStatus } from '@shop/contract/values';
import { errorMessage } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingText } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { DisputesResult } from '../api/get-disputes';
import { DisputeRow, rowColumns } from './dispute-row';

/** The disputes a page at a time, with the list's loading, empty and error states. */
export function DisputesList({
  list,
  status,
  page,
  showSeller,
  onPageChange,
  onShowAll,
}: {
  list: DisputesResult;
  status: DisputeStatus | undefined;
  page: number;
  showSeller: boolean;
  onPageChange: (page: number) => void;
  onShowAll: () => void;
}) {
  if (list.isPending) return <LoadingText>Loading disputes...</LoadingText>;
  if (list.isError) {
    return (
      <LoadFailedAlert
        title="Your disputes could not be loaded"
        message={errorMessage(list.error)}
        busy={list.isFetching}
        onRetry={() => list.refetch()}
      />
    );
  }
  const { disputes, total, limit } = list.data;
  if (disputes.length === 0) {
    return status ? (
      <EmptyState
        icon={<Scale />}
        title="No disputes in this state."
        action={
          <Button variant="secondary" onClick={onShowAll}>
            Show all disputes
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Scale />}
        title="No disputes."
        description="When a buyer opens one within an account's warranty, it shows here."
      />
    );
  }
  return (
    <>
      <Card padding="none">
        <div
          aria-hidden="true"
          className={cn(
            'hidden gap-6 border-b border-border px-4 py-2 text-xs font-medium text-fg-muted lg:grid',
            rowColumns(showSeller),
          )}
        >
          <span>Account</span>
          <span>Buyer and reason</span>
          {showSeller && <span>Seller</span>}
          <span>Status</span>
          <span>Last message</span>
        </div>
        <ul
          aria-label="Disputes"
          aria-busy={list.isPlaceholderData || undefined}
          className="divide-y divide-border"
        >
          {disputes.map((dispute) => (
            <DisputeRow key={dispute.id} dispute={dispute} showSeller={showSeller} />
          ))}
        </ul>
      </Card>
      <ListPagination
        page={page}
        total={total}
        limit={limit}
        onPageChange={onPageChange}
        label="Disputes pages"
      />
    </>
  );
}
