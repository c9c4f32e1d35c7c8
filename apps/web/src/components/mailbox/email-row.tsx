import type { ReactNode } from 'react';
import type { EmailSummary } from '@shop/contract';
import { Link, type To } from 'react-router';
import { cn } from '@/lib/cn';
import { ShortMailTime } from './mail-time';
import { formatSender, senderName } from './sender';
import { MailActions } from './mail-actions';

/** SPEC §2: a mail without a subject. */
export const NO_SUBJECT = 'No Subject';

/**
 * One mail in the list: from, to, subject, date, preview, its code and verification link. The
 * whole row opens the mail (a stretched link); the actions (and `recipients`' controls) sit
 * above that link.
 */
export function EmailRow({
  mail,
  to,
  selected,
  recipients,
}: {
  mail: EmailSummary;
  /** Where the row leads: the inbox's `?mail=` or the viewer's `/email-viewer/{id}`. */
  to: To;
  selected: boolean;
  /** The To line, when a reader shows more than the addresses (the inbox's filter chips). */
  recipients?: ReactNode;
}) {
  const unread = !mail.is_read;
  return (
    <li
      className={cn(
        'relative border-l-4 px-4 py-3 hover:bg-surface-muted',
        selected
          ? 'border-l-accent bg-accent-soft hover:bg-accent-soft'
          : unread
            ? 'border-l-accent/60 bg-surface-muted/60'
            : 'border-l-transparent',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <Link
          to={to}
          aria-current={selected ? 'true' : undefined}
          aria-label={`${unread ? 'Unread: ' : ''}${mail.subject || NO_SUBJECT}, from ${formatSender(mail.from)}`}
          title={formatSender(mail.from)}
          className={cn(
            'min-w-0 truncate text-sm text-fg after:absolute after:inset-0 focus-visible:outline-none',
            'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring',
            unread ? 'font-bold' : 'font-medium',
          )}
        >
          {senderName(mail.from)}
        </Link>
        <ShortMailTime iso={mail.created_at} />
      </div>
      {recipients ?? <p className="truncate text-xs text-fg-muted">To: {mail.to}</p>}
      <p className={cn('mt-1 truncate text-sm text-fg', unread && 'font-semibold')}>
        {mail.subject || NO_SUBJECT}
      </p>
      {mail.preview && <p className="mt-0.5 line-clamp-2 text-sm text-fg-muted">{mail.preview}</p>}
      <MailActions code={mail.code} link={mail.link} compact className="mt-2" />
    </li>
  );
}
