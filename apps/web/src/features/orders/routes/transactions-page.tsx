import type { OrderStatus } from '@shop/contract/values';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { TransactionsList } from '../components/transactions-list';

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

/** `/transactions` (signed in): the seller's orders, to confirm payments and cancel orders. */
export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  // Filter and page live in the URL, so a reload or a shared link shows the same list.
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = parseRouteId(search.get('page') ?? undefined) ?? 1;

  const update = (next: { status?: OrderStatus; page: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

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
              onChange={(event) => update({ status: statusOf(event.target.value), page: 1 })}
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
      <TransactionsList
        params={{ page, ...(status ? { status } : {}) }}
        onPageChange={(next) => update({ status, page: next })}
      />
    </>
  );
}
