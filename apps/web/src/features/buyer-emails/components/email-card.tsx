import type { BuyerEmail } from '@shop/contract';
import { formatMailTime } from '@/lib/format-mail-time';
import { bodyPreview } from '../lib/preview';

export const NO_SUBJECT = 'No Subject';

/** One mail under an account: a button, so it opens by keyboard as well as by click. */
export function EmailCard({ email, onOpen }: { email: BuyerEmail; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-1 rounded-control border border-border bg-surface p-3 text-left transition-colors hover:bg-surface-muted"
    >
      <span className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
        <span className="min-w-0 font-medium break-words text-fg">
          {email.subject || NO_SUBJECT}
        </span>
        <time dateTime={email.email_created_at} className="shrink-0 text-xs text-fg-muted">
          {formatMailTime(email.email_created_at)}
        </time>
      </span>
      <span className="text-xs break-all text-fg-muted">
        From: {email.from} · To: {email.to}
      </span>
      <span className="text-sm break-words text-fg-muted">{bodyPreview(email.body)}</span>
    </button>
  );
}
