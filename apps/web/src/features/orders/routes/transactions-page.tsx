import type { OrderStatus } from '@shop/contract/values';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { useRollerTransactions } from '../api/get-roller-transactions';
import { TransactionsList } from '../components/transactions-list';
import { useLinkedOrder } from '../hooks/use-linked-order';

const FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
];

function statusOf(raw: string | null): OrderStatus | undefined {
  return FILTERS.find((f) => f.value !== '' && f.value === raw)?.value || undefined;
}

type View = { status?: OrderStatus; page: number; order?: number | null };

/**
 * `/transactions` (signed in): the seller's orders, to confirm payments and cancel orders.
 * `?order=123` (the link in a seller's notification) scrolls to that order and focuses its
 * Confirm payment button.
 */
export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  // Filter, page and linked order live in the URL, so a reload or a link shows the same list.
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = parseRouteId(search.get('page') ?? undefined) ?? 1;
  const orderId = parseRouteId(search.get('order') ?? undefined);
  const params = { page, ...(status ? { status } : {}) };
  const list = useRollerTransactions(params);

  // Choosing a filter or a page is the seller moving on: the linked order is left behind.
  const show = (next: View, { replace = false } = {}) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    if (next.order) query.set('order', String(next.order));
    setSearch(query, { replace });
  };
  const linked = useLinkedOrder(orderId, list, status, () =>
    // Not a step of the seller's own: Back should not land on the list that lacked the order.
    show({ status: 'pending', page: 1, order: orderId }, { replace: true }),
  );

  return (
    <>
      <PageHeader
        title="Transactions"
        description="Orders for your accounts, newest first. Confirm a payment to deliver the account."
        actions={
          <label className="flex items-center gap-2 text-sm font-medium text-fg">
            Status
            <Select
              className="w-40"
              value={status ?? ''}
              onChange={(event) => show({ status: statusOf(event.target.value), page: 1 })}
            >
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </label>
        }
      />
      {linked.missing && (
        <div className="mb-4">
          <Alert title={`Order #${orderId} is not on this page`}>
            It is not among the orders waiting for payment. Choose All to look through every order.
          </Alert>
        </div>
      )}
      <TransactionsList
        list={list}
        params={params}
        highlightedId={linked.highlightedId}
        onPageChange={(next) => show({ status, page: next })}
      />
    </>
  );
}
