import { useId, type ReactNode } from 'react';
import type { EmailDetail } from '@shop/contract';
import { cn } from '@/lib/cn';
import { formatMailTime } from '@/lib/format-mail-time';
import { AttachmentList } from './attachment-list';
import type { AttachmentDownload } from './download';
import { NO_SUBJECT } from './email-row';
import { MailActions } from './mail-actions';
import { MailFrame } from './mail-frame';
import { PlainTextBody } from './plain-text-body';
import { formatSender } from './sender';
import { UnverifiedSender } from './sender-proof';

export type MailReaderProps = {
  mail: EmailDetail;
  /** Where the reader fetches attachment `n` (0-based), with its own credentials. */
  attachmentDownload: (n: number) => AttachmentDownload;
  /** A way back to the list, first in the header (phones). */
  back?: ReactNode;
  /** The reader's own actions on this mail (the seller's View source), beside `back`. */
  tools?: ReactNode;
  /** The To line's content when a reader shows more than the addresses (the inbox's filters). */
  recipients?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The subject already names what holds the reader (a dialog's title): said once, not twice. */
  subjectInTitle?: boolean;
};

/**
 * One open mail, the same for every reader (DESIGN §5 Readers of one mailbox): subject, From
 * (marked when its sender is unverified), To, Date, the code and verification link, the attachments as downloads, then the body: the
 * sanitised HTML in its sandboxed frame, or the plain text with its links.
 */
export function MailReader({
  mail,
  attachmentDownload,
  back,
  tools,
  recipients,
  headingLevel: Heading = 'h2',
  subjectInTitle = false,
}: MailReaderProps) {
  const headingId = useId();
  const subject = mail.subject || NO_SUBJECT;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <header className="flex flex-col gap-3 border-b border-border p-4 sm:p-5">
        {(back || tools) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {back}
            {tools && <div className="ml-auto flex flex-wrap gap-2">{tools}</div>}
          </div>
        )}
        <Heading
          id={headingId}
          className={cn('text-lg font-semibold break-words text-fg', subjectInTitle && 'sr-only')}
        >
          {subject}
        </Heading>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-muted">From</dt>
          {/* The badge wraps under a long sender at the address's left edge. */}
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-fg">
            <span className="min-w-0 break-all">{formatSender(mail.from)}</span>
            <UnverifiedSender verified={mail.sender_verified} />
          </dd>
          <dt className="text-fg-muted">To</dt>
          <dd className="break-all text-fg">{recipients ?? mail.to}</dd>
          <dt className="text-fg-muted">Date</dt>
          <dd className="text-fg">
            <time dateTime={mail.created_at}>{formatMailTime(mail.created_at)}</time>
          </dd>
        </dl>
        <MailActions code={mail.code} link={mail.link} />
        <AttachmentList attachments={mail.attachments} download={attachmentDownload} />
      </header>
      {mail.html !== null ? (
        <MailFrame id={mail.id} html={mail.html} title={subject} />
      ) : (
        <PlainTextBody text={mail.text} />
      )}
    </article>
  );
}
