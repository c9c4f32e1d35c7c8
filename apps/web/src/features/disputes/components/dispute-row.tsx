import type { DisputeSummary } from '@shop/contract';
import { DISPUTE_REASON_LABELS } from '@shop/contract/values';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../lib/format-time';
import { AnswerDeadline } from './answer-deadline';
import { DisputeStatusBadge } from './dispute-status-badge';

/** The columns on wide screens, shared by the rows and their headings. */
export function rowColumns(showSeller: boolean): string {
  return showSeller
    ? 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.7fr)_minmax(0,1.4fr)_minmax(0,1fr)]'
    : 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)]';
}

/**
 * One dispute in the list: a card on phones, a row of columns on wide screens. The account code
 * is the row's link, stretched over the whole row, so the row opens with one click or Enter.
 */
export function DisputeRow({
  dispute: d,
  showSeller,
}: {
  dispute: DisputeSummary;
  /** The owner's list holds every seller's disputes. */
  showSeller: boolean;
}) {
  return (
    <li
      className={cn(
        'relative grid grid-cols-1 gap-2 px-4 py-4 transition-colors hover:bg-surface-muted lg:items-center lg:gap-6',
        rowColumns(showSeller),
      )}
    >
      <div className="min-w-0">
        <Link
          to={`/disputes/${d.id}`}
          className={cn(
            'font-semibold break-all text-fg after:absolute after:inset-0 focus-visible:outline-none',
            'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring',
          )}
        >
          {d.account_code}
        </Link>
        <p className="text-sm break-words text-fg-muted">{d.game_name}</p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-fg">
          <span className="sr-only">Buyer: </span>
          {d.buyer_name}
        </p>
        <p className="text-fg-muted">{DISPUTE_REASON_LABELS[d.reason]}</p>
      </div>
      {showSeller && (
        <p className="min-w-0 text-sm break-all text-fg">
          <span className="text-fg-muted lg:sr-only">Seller: </span>
          {d.seller_code}
        </p>
      )}
      <div className="flex min-w-0 flex-col items-start gap-1">
        <DisputeStatusBadge status={d.status} />
        {d.status === 'open' && d.answer_due_at && <AnswerDeadline dueAt={d.answer_due_at} />}
      </div>
      <p className="text-sm text-fg-muted">
        <span className="lg:sr-only">Last message </span>
        <time dateTime={d.last_message_at}>{formatDateTime(d.last_message_at)}</time>
      </p>
    </li>
  );
}
