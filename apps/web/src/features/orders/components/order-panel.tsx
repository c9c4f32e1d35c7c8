import { useEffect, useRef } from 'react';
import { ReceiptText } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useInvoice } from '../api/get-invoice';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { invoicePath } from '../lib/invoice-link';
import { isOpenStatus } from '../lib/order-status';
import type { StoredOrder } from '../lib/stored-orders';
import { InvoiceOutcome } from './invoice-outcome';
import { PayCountdown } from './pay-countdown';

/**
 * The buyer's order for this account, right after buying or after a reload: amount, the
 * pay-by countdown and the invoice link. Once the order is over (paid, expired, cancelled) it
 * is dropped from storage, and the buyer may start a new one where that makes sense.
 */
export function OrderPanel({
  order,
  onFinished,
  onNewOrder,
  headingLevel: Heading = 'h2',
  focusHeading = false,
}: {
  order: StoredOrder;
  /** The order is over: forget it, but keep showing the outcome. */
  onFinished: () => void;
  /** Back to the purchase form. */
  onNewOrder: () => void;
  headingLevel?: 'h1' | 'h2';
  /**
   * Just ordered: the form the buyer was in is gone, so the focus moves to this panel's heading
   * (once) instead of dropping to the page's start.
   */
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusHeading || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [focusHeading]);

  const invoice = useInvoice(order.id, order.token);
  const secondsLeft = useSecondsLeft(order.expires_at);
  const status = invoice.data?.status;
  const open = status === undefined || isOpenStatus(status);
  const waiting = open && status !== 'paid';
  const lapsed = waiting && secondsLeft === 0;
  const over = !open || lapsed;

  useEffect(() => {
    if (over) onFinished();
  }, [over, onFinished]);

  const canRetry = lapsed || status === 'expired' || status === 'cancelled' || status === 'failed';
  return (
    <Card as="section" aria-labelledby="order-heading" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading
            ref={heading}
            id="order-heading"
            tabIndex={-1}
            className="scroll-mt-20 text-lg font-semibold text-fg focus:outline-none"
          >
            Your order
          </Heading>
          <p className="text-sm text-fg-muted">
            {invoice.data
              ? `Invoice #${order.id} · ${invoice.data.account_code}`
              : `Invoice #${order.id}`}
          </p>
        </div>
        <p className="text-2xl font-bold text-fg tabular-nums">
          {invoice.data ? formatUsd(invoice.data.price) : null}
        </p>
      </div>
      {waiting && <PayCountdown secondsLeft={secondsLeft} className="text-xl" />}
      {invoice.data && <InvoiceOutcome invoice={invoice.data} />}
      {waiting && !lapsed && (
        <p className="text-sm text-fg-muted">
          {invoice.data
            ? `The invoice was sent to ${invoice.data.buyer_email}. Open it to see how to pay.`
            : 'The invoice was sent to your e-mail. Open it to see how to pay.'}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {!lapsed && status !== 'expired' && (
          <ButtonLink
            to={invoicePath(order.id, order.token)}
            variant={waiting ? 'primary' : 'secondary'}
            block
          >
            <ReceiptText aria-hidden="true" className="size-4" />
            Open invoice
          </ButtonLink>
        )}
        {canRetry && (
          <Button variant="secondary" block onClick={onNewOrder}>
            Start a new order
          </Button>
        )}
      </div>
    </Card>
  );
}
