import { Inbox, MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoadFailed } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { parseRouteId } from '@/lib/route-ids';
import { useDevMailbox } from '../api/get-dev-mailbox';
import { MailList } from '../components/mail-list';
import { MailView } from '../components/mail-view';

const TITLE = 'Dev mailbox';

/**
 * `/dev/mailbox`: every mail the shop sent while no SMTP relay is set (DESIGN §2). Wide screens
 * show the list beside the open mail (the newest until one is picked); phones show the list,
 * then the picked mail with a way back.
 */
export default function DevMailboxPage() {
  useDocumentTitle(TITLE);
  const mailbox = useDevMailbox();
  const [params] = useSearchParams();
  const picked = parseRouteId(params.get('mail') ?? undefined);

  if (isNotFound(mailbox.error)) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<MailX />}
        title="The dev mailbox is off"
        description="It is served only while no SMTP relay is set, and only to visitors on this machine, never through a proxy or a public address: the mail it holds carries passwords and buyer links."
      />
    );
  }
  if (!mailbox.data) {
    if (mailbox.error) {
      return (
        <PageLoadFailed
          message={errorMessage(mailbox.error)}
          busy={mailbox.isFetching}
          onRetry={() => void mailbox.refetch()}
        />
      );
    }
    return <LoadingText>Loading mail...</LoadingText>;
  }

  const mails = mailbox.data;
  const selected = mails.find((m) => m.id === picked) ?? (picked === null ? mails[0] : undefined);
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Mail the shop sends while no SMTP relay is set lands here instead of in real inboxes. New mail shows up within a few seconds."
      />
      {mailbox.error && (
        <div className="mb-4">
          <Alert variant="error" title="Could not check for new mail">
            {errorMessage(mailbox.error)}
          </Alert>
        </div>
      )}
      {mails.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title="No mail has been sent yet."
          description="Invoices, deliveries and alerts appear here as soon as the shop sends them."
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <MailList
            mails={mails}
            selectedId={selected?.id ?? null}
            className={cn(picked !== null && 'hidden lg:block')}
          />
          {selected ? (
            <MailView mail={selected} className={cn(picked === null && 'hidden lg:block')} />
          ) : (
            <EmptyState
              icon={<MailX />}
              title="This mail is no longer in the list."
              action={<ButtonLink to={{ search: '' }}>Back to mailbox</ButtonLink>}
            />
          )}
        </div>
      )}
    </>
  );
}
