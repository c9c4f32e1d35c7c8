import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EmailList as EmailListData, EmailSummary } from '@shop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { To } from 'react-router';
import { errorMessage } from '@/api/api-error';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { pageCount, Pagination } from '@/components/ui/pagination';
import { LoadingText } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { EmailRow } from './email-row';

export type EmailListProps = {
  /** A page of mail: the seller's inbox or a sub-roller's. */
  list: UseQueryResult<EmailListData>;
  page: number;
  selected: number | null;
  linkTo: (mailId: number) => To;
  onPageChange: (page: number) => void;
  /** What an empty page says (the inbox tells a search without hits from an empty inbox). */
  empty: ReactNode;
  /** The viewer repeats Previous/Next above the list (SPEC §2 Email viewer). */
  pagerAbove?: boolean;
  /** A row's To line, when a reader shows more than the addresses (EmailRow's `recipients`). */
  recipients?: (mail: EmailSummary) => ReactNode;
  className?: string;
};

/** The list pane: the page of mails and SPEC's Previous / Page X of Y / Next. */
export function EmailList({
  list,
  page,
  selected,
  linkTo,
  onPageChange,
  empty,
  pagerAbove = false,
  recipients,
  className,
}: EmailListProps) {
  const data = list.data;

  let body;
  if (!data) {
    body = list.error ? (
      <div className="p-4">
        <LoadFailedAlert
          title="Could not load emails"
          message={errorMessage(list.error)}
          busy={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </div>
    ) : (
      <div className="p-4">
        <LoadingText>Loading emails...</LoadingText>
      </div>
    );
  } else if (data.emails.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-fg-muted">
        {empty}
      </div>
    );
  } else {
    body = (
      <ul
        aria-label="Emails"
        aria-busy={list.isPlaceholderData || undefined}
        className={cn('divide-y divide-border', list.isPlaceholderData && 'opacity-60')}
      >
        {data.emails.map((mail) => (
          <EmailRow
            key={mail.id}
            mail={mail}
            selected={mail.id === selected}
            to={linkTo(mail.id)}
            recipients={recipients?.(mail)}
          />
        ))}
      </ul>
    );
  }

  const pager = (where: 'above' | 'below') =>
    data &&
    data.total > 0 && (
      <div className={cn('border-border p-3', where === 'above' ? 'border-b' : 'border-t')}>
        <Pagination
          label={where === 'above' ? 'Inbox pages, top' : 'Inbox pages'}
          compact
          page={page}
          pageCount={pageCount(data.total, data.limit)}
          onPageChange={onPageChange}
        />
      </div>
    );

  return (
    <section aria-label="Inbox" className={cn('flex min-h-0 flex-col', className)}>
      {pagerAbove && pager('above')}
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      {pager('below')}
    </section>
  );
}

/** The reading pane with nothing open (SPEC §2). */
export function NoMailSelected() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-fg-muted">
      <MailOpen aria-hidden="true" className="size-8" />
      <p>Select an email to view its content</p>
    </div>
  );
}
