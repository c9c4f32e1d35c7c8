import type { AccountDetail, Invoice } from '@shop/contract';
import type { ReactNode } from 'react';
import { INVOICE_WINDOW_SECONDS } from '@shop/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardTitle } from '@/components/ui/card';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { invoiceQueryKey, useInvoice } from '../api/get-invoice';
import { useStoredOrder } from '../hooks/use-stored-order';
import { invoiceToken } from '../lib/invoice-link';
import type { StoredOrder } from '../lib/stored-orders';
import { OrderPanel } from './order-panel';
import { PurchaseForm } from './purchase-form';

/** The purchase page's side panel: the form, or the buyer's order once there is one. */
export function PurchaseBox({ account }: { account: AccountDetail }) {
  const queryClient = useQueryClient();
  const { order, save, forget, clear } = useStoredOrder(account.id);

  if (order) return <OrderPanel order={order} onFinished={forget} onNewOrder={clear} />;
  if (account.reserved) return <ReservedBySomeoneElse />;

  const onCreated = (invoice: Invoice) => {
    const token = invoiceToken(invoice) ?? '';
    // The panel shows the answer at once instead of asking for it again.
    queryClient.setQueryData(invoiceQueryKey(invoice.id, token), invoice);
    save({ id: invoice.id, token, expires_at: invoice.expires_at, account_id: account.id });
  };
  return (
    <Card as="section" aria-labelledby="purchase-heading">
      <CardTitle id="purchase-heading" className="mb-4">
        Buy this account
      </CardTitle>
      <PurchaseForm account={account} onCreated={onCreated} />
    </Card>
  );
}

/** Another buyer's invoice holds the account; it is for sale again if that invoice lapses. */
function ReservedBySomeoneElse() {
  return (
    <Card as="section" aria-labelledby="purchase-heading">
      <CardTitle id="purchase-heading" className="mb-2">
        Buy this account
      </CardTitle>
      <p role="status" className="text-sm text-fg-muted">
        This account is being purchased by someone else. If their invoice is not paid within{' '}
        {INVOICE_WINDOW_SECONDS / 60} minutes, it goes back on sale and you can order it here.
      </p>
    </Card>
  );
}

/**
 * The account is not for sale (sold, unknown). If it is reserved by this buyer's own
 * open order, that order is what they came back for; otherwise the page's not-found state.
 */
export function ReservedAccount({
  accountId,
  notFound,
  onAvailableAgain,
}: {
  accountId: number;
  notFound: ReactNode;
  /** Asks for the account again, once the buyer's own order no longer holds it. */
  onAvailableAgain: () => void;
}) {
  const { order, forget, clear } = useStoredOrder(accountId);
  if (!order) return notFound;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <BackToGame order={order} />
      <OrderPanel
        order={order}
        headingLevel="h1"
        onFinished={forget}
        onNewOrder={() => {
          clear();
          onAvailableAgain();
        }}
      />
    </div>
  );
}

/** The account's own summary is not shown while it is reserved; its game's list is one click. */
function BackToGame({ order }: { order: StoredOrder }) {
  const invoice = useInvoice(order.id, order.token);
  const game = invoice.data;
  return (
    <Link
      to={game ? `/games/${game.game_id}` : '/'}
      className="inline-flex items-center gap-1.5 rounded-control text-sm font-medium text-accent-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {game ? `Back to ${game.game_name}` : 'Back to Shop'}
    </Link>
  );
}
