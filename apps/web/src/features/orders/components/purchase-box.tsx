import type { AccountDetail, Invoice } from '@shop/contract';
import { useState, type ReactNode } from 'react';
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
import { RESERVED_EXPLANATION, type Refusal } from './purchase-refusal';

/**
 * The purchase page's side panel: the form, or the buyer's order once there is one. An order
 * the server refuses leaves the form disabled with the reason; when the refusal was another
 * buyer's reservation, the page is asked to look again (it keeps looking while the account is
 * reserved), and the form is enabled once that reservation lapses.
 */
export function PurchaseBox({
  account,
  onTaken,
}: {
  account: AccountDetail;
  /** Another buyer's invoice holds the account: ask for it again. */
  onTaken?: () => void;
}) {
  const queryClient = useQueryClient();
  const { order, save, forget, clear } = useStoredOrder(account.id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Only an order made here moves the focus; an order kept from before a reload does not.
  const [justOrdered, setJustOrdered] = useState(false);
  // The reserved flag as last seen: once it turns false again, the reservation that refused
  // this buyer has lapsed, and the form is theirs again.
  const [seenReserved, setSeenReserved] = useState(account.reserved);
  if (account.reserved !== seenReserved) {
    setSeenReserved(account.reserved);
    if (!account.reserved && refusal === 'reserved') setRefusal(null);
  }

  if (order) {
    return (
      <OrderPanel order={order} focusHeading={justOrdered} onFinished={forget} onNewOrder={clear} />
    );
  }
  if (account.reserved && !refusal) return <ReservedBySomeoneElse />;

  const onCreated = (invoice: Invoice) => {
    const token = invoiceToken(invoice) ?? '';
    // The panel shows the answer at once instead of asking for it again.
    queryClient.setQueryData(invoiceQueryKey(invoice.id, token), invoice);
    save({ id: invoice.id, token, expires_at: invoice.expires_at, account_id: account.id });
    setJustOrdered(true);
  };
  const onRefused = (next: Refusal) => {
    setRefusal(next);
    if (next === 'reserved') onTaken?.();
  };
  return (
    <Card as="section" aria-labelledby="purchase-heading">
      <CardTitle id="purchase-heading" className="mb-4">
        Buy this account
      </CardTitle>
      <PurchaseForm
        account={account}
        refusal={refusal}
        onCreated={onCreated}
        onRefused={onRefused}
      />
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
        {RESERVED_EXPLANATION}
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
