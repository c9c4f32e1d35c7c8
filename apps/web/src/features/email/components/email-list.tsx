import { Inbox, SearchX } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pageCount, Pagination } from '@/components/ui/pagination';
import { LoadingText } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useEmails } from '../api/get-emails';
import { inboxSearch, type InboxParams } from '../hooks/use-inbox-params';
import { EmailRow } from './email-row';

/** The list pane: search, the page of mails, and SPEC's Previous / Page X of Y / Next. */
export function EmailList({
  params,
  onPageChange,
  className,
}: {
  params: InboxParams;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const list = useEmails({ page: params.page, q: params.q });
  const data = list.data;

  let body;
  if (!data) {
    body = list.error ? (
      <div className="p-4">
        <Alert variant="error" title="Could not load emails">
          <p>{errorMessage(list.error)}</p>
          <Button
            className="mt-3"
            size="sm"
            variant="secondary"
            busy={list.isFetching}
            onClick={() => void list.refetch()}
          >
            Try again
          </Button>
        </Alert>
      </div>
    ) : (
      <div className="p-4">
        <LoadingText>Loading emails...</LoadingText>
      </div>
    );
  } else if (data.emails.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-fg-muted">
        {params.q ? (
          <SearchX aria-hidden="true" className="size-6" />
        ) : (
          <Inbox aria-hidden="true" className="size-6" />
        )}
        <p>{params.q ? `No emails match "${params.q}".` : 'No emails yet.'}</p>
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
            selected={mail.id === params.mail}
            href={inboxSearch({ ...params, mail: mail.id })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-label="Inbox" className={cn('flex min-h-0 flex-col', className)}>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      {data && data.total > 0 && (
        <div className="border-t border-border p-3">
          <Pagination
            label="Inbox pages"
            compact
            page={params.page}
            pageCount={pageCount(data.total, data.limit)}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </section>
  );
}
