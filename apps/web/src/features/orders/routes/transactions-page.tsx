import type { TransactionScope } from '@shop/contract';
import type { OrderStatus } from '@shop/contract/values';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { parseRouteId } from '@/lib/route-ids';
import { useRollerTransactions } from '../api/get-roller-transactions';
import { ScopeToggle } from '../components/scope-toggle';
import { TransactionsList } from '../components/transactions-list';
import { useLinkedOrder } from '../hooks/use-linked-order';

const FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
];

function statusOf(raw: string | null): OrderStatus | undefined {
  return FILTERS.find((f) => f.value !== '' && f.value === raw)?.value || undefined;
}

type View = { status?: OrderStatus; page: number; order?: number | null; all?: boolean };

/**
 * `/transactions` (signed in): the seller's orders, to confirm payments and cancel orders. The
 * shop owner may switch to every seller's (`?scope=all`), where other sellers' orders are only
 * shown: each seller confirms and cancels their own. `?order=123` (the link in a seller's
 * notification) scrolls to that order and focuses its Confirm payment button.
 */
export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  // Filter, scope, page and linked order live in the URL, so a reload or a link shows the same.
  const [search, setSearch] = useSearchParams();
  const profile = useRollerProfile();
  const isOwner = profile.data?.is_owner === true;
  const askedAll = search.get('scope') === 'all';
  // Only the owner's list of all is asked for: anyone else's would be refused (403).
  const all = askedAll && isOwner;
  const status = statusOf(search.get('status'));
  const page = parseRouteId(search.get('page') ?? undefined) ?? 1;
  const orderId = parseRouteId(search.get('order') ?? undefined);
  const params = { page, ...(status ? { status } : {}), ...(all ? { scope: 'all' as const } : {}) };
  const list = useRollerTransactions(params);

  // Choosing a filter or a page is the seller moving on: the linked order is left behind.
  const show = (next: View, { replace = false } = {}) => {
    const query = new URLSearchParams();
    if (next.all) query.set('scope', 'all');
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    if (next.order) query.set('order', String(next.order));
    setSearch(query, { replace });
  };
  const linked = useLinkedOrder(orderId, list, status, () =>
    // Not a step of the seller's own: Back should not land on the list that lacked the order.
    show({ status: 'pending', page: 1, order: orderId, all: askedAll }, { replace: true }),
  );
  const setScope = (scope: TransactionScope) => show({ status, page: 1, all: scope === 'all' });

  return (
    <>
      <PageHeader
        title="Transactions"
        description={
          all
            ? "Every seller's orders, newest first. Each seller confirms and cancels their own."
            : 'Orders for your accounts, newest first. Confirm a payment to deliver the account.'
        }
        actions={
          <>
            {isOwner && <ScopeToggle scope={all ? 'all' : 'mine'} onChange={setScope} />}
            <label className="flex items-center gap-2 text-sm font-medium text-fg">
              Status
              <Select
                className="w-40"
                value={status ?? ''}
                onChange={(event) => show({ status: statusOf(event.target.value), page: 1, all })}
              >
                {FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </Select>
            </label>
          </>
        }
      />
      {linked.missing && (
        <div className="mb-4">
          <Alert title={`Order #${orderId} is not on this page`}>
            It is not among the orders waiting for payment. Choose All to look through every order.
          </Alert>
        </div>
      )}
      {askedAll && profile.isPending ? (
        // Whether this list of all is the caller's to see is not known yet.
        <LoadingText>Loading transactions...</LoadingText>
      ) : (
        <TransactionsList
          list={list}
          params={params}
          ownCode={profile.data?.code}
          highlightedId={linked.highlightedId}
          onPageChange={(next) => show({ status, page: next, all })}
        />
      )}
    </>
  );
}
