import { useEffect, useRef, type ReactNode } from 'react';
import type { EmailDetail } from '@shop/contract';
import { ArrowLeft, MailX, Paperclip } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, type To } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { LoadingText } from '@/components/ui/spinner';
import { formatMailTime } from '@/lib/format-mail-time';
import { useEmail } from '../api/get-email';
import { useMarkEmailRead } from '../api/mark-email-read';
import { formatSize } from '../lib/format-size';
import { formatSender } from '../lib/sender';
import { CopyCode } from './copy-code';
import { NO_SUBJECT } from './email-row';
import { MailFrame } from './mail-frame';

/** The seller's open mail; `backHref` is set on phones, where the mail covers the list. */
export function InboxEmailView({ id, backHref }: { id: number; backHref?: string }) {
  const mail = useEmail(id);
  const markRead = useMarkEmailRead();
  const marked = useRef<number | null>(null);
  const { mutate } = markRead;

  // SPEC §4: opening an unread mail marks it read, once per opening.
  useEffect(() => {
    if (mail.data && !mail.data.is_read && marked.current !== mail.data.id) {
      marked.current = mail.data.id;
      mutate(mail.data.id);
    }
  }, [mail.data, mutate]);

  return (
    <EmailView mail={mail} backTo={backHref === undefined ? undefined : { search: backHref }} />
  );
}

/** An open mail, whoever reads it; `backTo` (phones) adds SPEC's Back to Inbox link. */
export function EmailView({ mail, backTo }: { mail: UseQueryResult<EmailDetail>; backTo?: To }) {
  const back = backTo !== undefined && (
    <Link
      to={backTo}
      className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-medium text-accent-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Inbox
    </Link>
  );

  if (!mail.data) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        {back}
        {mail.error ? (
          <Alert
            variant="error"
            title={isNotFound(mail.error) ? 'Email not found' : 'Could not load the email'}
          >
            {isNotFound(mail.error) ? (
              <span className="inline-flex items-center gap-2">
                <MailX aria-hidden="true" className="size-4" />
                This email is no longer in your inbox.
              </span>
            ) : (
              errorMessage(mail.error)
            )}
          </Alert>
        ) : (
          <LoadingText>Loading email...</LoadingText>
        )}
      </div>
    );
  }
  return <EmailContent mail={mail.data} back={back} />;
}

function EmailContent({ mail, back }: { mail: EmailDetail; back: ReactNode }) {
  const subject = mail.subject || NO_SUBJECT;
  return (
    <article aria-labelledby="email-subject" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-col gap-3 border-b border-border p-4 sm:p-5">
        {back}
        <h2 id="email-subject" className="text-lg font-semibold break-words text-fg">
          {subject}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-muted">From</dt>
          <dd className="break-all text-fg">{formatSender(mail.from)}</dd>
          <dt className="text-fg-muted">To</dt>
          <dd className="break-all text-fg">{mail.to}</dd>
          <dt className="text-fg-muted">Date</dt>
          <dd className="text-fg">
            <time dateTime={mail.created_at}>{formatMailTime(mail.created_at)}</time>
          </dd>
        </dl>
        {mail.code && <CopyCode code={mail.code} />}
        {mail.attachments.length > 0 && (
          <ul aria-label="Attachments" className="flex flex-wrap gap-2">
            {mail.attachments.map((file, index) => (
              <li
                key={index}
                className="inline-flex max-w-full items-center gap-2 rounded-control border border-border px-2.5 py-1 text-xs text-fg"
              >
                <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-fg-muted" />
                <span className="truncate font-medium">
                  {file.filename ?? 'Unnamed attachment'}
                </span>
                <span className="shrink-0 text-fg-muted">
                  {file.content_type}, {formatSize(file.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </header>
      {mail.html !== null ? (
        <MailFrame id={mail.id} html={mail.html} title={subject} />
      ) : (
        <pre className="overflow-x-auto p-4 font-sans text-sm break-words whitespace-pre-wrap text-fg sm:p-5">
          {mail.text}
        </pre>
      )}
    </article>
  );
}
