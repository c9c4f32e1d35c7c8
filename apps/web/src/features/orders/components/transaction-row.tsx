import { useEffect, useRef } from 'react';
import type { RollerTransaction } from '@shop/contract';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { formatCountdown } from '../lib/countdown';
import { OrderStatusBadge } from './order-status-badge';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export type TransactionAction = 'confirm' | 'cancel';

/**
 * One order: what was bought, by whom, for how much, and, while it waits for payment, the time
 * left and the seller's two actions. A card on phones, a row of columns on wide screens. On the
 * owner's list of all it names its seller, and another seller's order offers no action.
 */
export function TransactionRow({
  transaction: t,
  showSeller = false,
  readOnly = false,
  highlighted = false,
  onAction,
}: {
  transaction: RollerTransaction;
  showSeller?: boolean;
  /** Another seller's order: only that seller confirms or cancels it. */
  readOnly?: boolean;
  highlighted?: boolean;
  onAction: (action: TransactionAction, transaction: RollerTransaction) => void;
}) {
  const pending = t.status === 'pending';
  const { rowRef, confirmRef } = useBringIntoView(highlighted);
  return (
    <li
      ref={rowRef}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        'grid gap-3 border-l-4 px-4 py-4 lg:items-center lg:gap-6',
        showSeller
          ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.4fr)_minmax(0,1fr)_11rem]'
          : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_11rem]',
        highlighted ? 'border-l-accent bg-accent-soft' : 'border-l-transparent',
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-fg">{t.account_code}</span>
          <OrderStatusBadge status={t.status} />
        </div>
        <p className="mt-0.5 text-sm break-words text-fg-muted">{t.game_name}</p>
      </div>
      {showSeller && (
        <p className="min-w-0 text-sm break-words text-fg">
          <span className="text-fg-muted lg:sr-only">Seller: </span>
          <span className="font-medium">{t.seller.name}</span>{' '}
          <span className="text-fg-muted">({t.seller.code})</span>
        </p>
      )}
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-fg">{t.buyer_name}</p>
        <p className="break-all text-fg-muted">{t.buyer_email}</p>
        {t.note && (
          <p
            className="mt-1 line-clamp-3 break-words whitespace-pre-line text-fg-muted"
            title={t.note}
          >
            <span className="font-medium text-fg">Note: </span>
            {t.note}
          </p>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm lg:block">
        <p className="text-lg font-semibold text-fg tabular-nums">{formatUsd(t.amount)}</p>
        <div className="text-right text-fg-muted lg:text-left">
          <p>
            <span className="sr-only">Ordered </span>
            <time dateTime={t.created_at}>{dateTime.format(new Date(t.created_at))}</time>
          </p>
          {pending && <Deadline expiresAt={t.expires_at} />}
        </div>
      </div>
      {pending && readOnly && (
        <p className="text-sm text-fg-muted">Only {t.seller.name} can confirm or cancel it.</p>
      )}
      {pending && !readOnly && (
        <div className="flex gap-2 lg:flex-col">
          <Button
            ref={confirmRef}
            size="sm"
            className="flex-1 lg:flex-none"
            aria-label={`Confirm payment for ${t.account_code}`}
            onClick={() => onAction('confirm', t)}
          >
            <Check aria-hidden="true" className="size-4" />
            Confirm payment
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="flex-1 text-danger-text lg:flex-none"
            aria-label={`Cancel the order for ${t.account_code}`}
            onClick={() => onAction('cancel', t)}
          >
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The order a notification linked to: scrolled to the middle of the screen, and its Confirm
 * payment button focused so Enter opens the dialog; the row itself when nothing is left to do.
 */
function useBringIntoView(active: boolean) {
  const rowRef = useRef<HTMLLIElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!active) return;
    rowRef.current?.scrollIntoView({ block: 'center' });
    (confirmRef.current ?? rowRef.current)?.focus({ preventScroll: true });
  }, [active]);
  return { rowRef, confirmRef };
}

function Deadline({ expiresAt }: { expiresAt: string }) {
  const left = useSecondsLeft(expiresAt);
  return (
    <p className={left > 0 ? 'font-medium text-fg' : 'font-medium text-danger-text'}>
      {left > 0 ? `Pay within ${formatCountdown(left)}` : 'Deadline passed'}
    </p>
  );
}
