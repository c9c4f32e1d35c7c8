import type { BuyerEmail } from '@shop/contract';
import { NO_SUBJECT } from '@/components/mailbox/email-row';
import { MailActions } from '@/components/mailbox/mail-actions';
import { formatSender } from '@/components/mailbox/sender';
import { UnverifiedSender } from '@/components/mailbox/sender-proof';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMailTime } from '@/lib/format-mail-time';

/**
 * One mail under an account: subject, date, from and to, the server's preview (SPEC §2, §9),
 * and the code and verification link to use without opening it. The subject is the card's one
 * button, stretched over the whole card; the actions sit above it, so a click on Copy copies.
 */
export function EmailCard({
  email,
  fresh,
  onOpen,
}: {
  email: BuyerEmail;
  /** Arrived while the page was open and not opened yet. */
  fresh: boolean;
  onOpen: () => void;
}) {
  const subject = email.subject || NO_SUBJECT;
  return (
    <div
      className={cn(
        'relative flex flex-col gap-1 rounded-control border p-3 transition-colors hover:bg-surface-muted',
        fresh ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface',
      )}
    >
      <div className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="min-w-0 font-medium break-words text-fg">
          <button
            type="button"
            onClick={onOpen}
            aria-label={fresh ? `New: ${subject}` : undefined}
            className={cn(
              'cursor-pointer text-left after:absolute after:inset-0 after:rounded-control focus-visible:outline-none',
              'focus-visible:after:outline-2 focus-visible:after:outline-ring',
            )}
          >
            {subject}
          </button>
        </h3>
        <span className="flex shrink-0 items-center gap-2">
          {email.security_alert && <Badge variant="failed">Security alert</Badge>}
          {/* Marked in the list too: a forged "password changed" must not pass for the game's. */}
          <UnverifiedSender verified={email.sender_verified} />
          {fresh && (
            <Badge variant="accent" aria-hidden="true">
              New
            </Badge>
          )}
          <time dateTime={email.email_created_at} className="text-xs text-fg-muted">
            {formatMailTime(email.email_created_at)}
          </time>
        </span>
      </div>
      <p className="text-xs break-all text-fg-muted">
        From: {formatSender(email.from)} · To: {email.to}
      </p>
      {email.preview && <p className="text-sm break-words text-fg-muted">{email.preview}</p>}
      <MailActions compact code={email.code} link={email.link} className="mt-1" />
    </div>
  );
}
