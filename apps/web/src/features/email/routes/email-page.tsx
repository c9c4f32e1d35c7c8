import { Inbox, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEmails } from '../api/get-emails';
import { EmailList, NoMailSelected } from '../components/email-list';
import { InboxEmailView } from '../components/email-view';
import { InboxSearch } from '../components/inbox-search';
import { ResizeDivider } from '../components/resize-divider';
import { inboxSearch, useInboxParams } from '../hooks/use-inbox-params';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useListWidth } from '../hooks/use-list-width';
import { useSwipeBack } from '../hooks/use-swipe-back';

/**
 * `/email` (signed in): the seller's inbox (SPEC §2 Operator inbox). From 768 px the list and
 * the open mail sit side by side with a resizable list; on phones the open mail covers the list.
 */
export default function EmailPage() {
  useDocumentTitle('Email');
  const { params, go } = useInboxParams();
  const list = useEmails({ page: params.page, q: params.q });
  const isDesktop = useIsDesktop();
  const [width, setWidth] = useListWidth();
  const navigate = useNavigate();
  const inboxHref = inboxSearch({ ...params, mail: null });
  const swipe = useSwipeBack(() => void navigate({ search: inboxHref }));

  const listPane = (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-border p-3">
        <InboxSearch q={params.q} onSearch={(q) => go({ q, page: 1, mail: null })} />
      </div>
      <EmailList
        className="flex-1"
        list={list}
        page={params.page}
        selected={params.mail}
        linkTo={(mail) => ({ search: inboxSearch({ ...params, mail }) })}
        onPageChange={(page) => go({ ...params, page })}
        empty={
          params.q ? (
            <>
              <SearchX aria-hidden="true" className="size-6" />
              <p>{`No emails match "${params.q}".`}</p>
            </>
          ) : (
            <>
              <Inbox aria-hidden="true" className="size-6" />
              <p>No emails yet.</p>
            </>
          )
        }
      />
    </div>
  );

  if (!isDesktop) {
    return (
      <>
        <PageHeader title="Email" />
        {params.mail === null ? (
          <Card padding="none" className="flex flex-col overflow-hidden">
            {listPane}
          </Card>
        ) : (
          <Card padding="none" className="flex min-h-[70dvh] flex-col overflow-hidden" {...swipe}>
            <InboxEmailView id={params.mail} backHref={inboxHref} />
          </Card>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Email" />
      <Card padding="none" className="flex h-[calc(100dvh-13rem)] min-h-[32rem] overflow-hidden">
        <div className="flex shrink-0 flex-col" style={{ width }}>
          {listPane}
        </div>
        <ResizeDivider width={width} onResize={setWidth} />
        <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
          {params.mail === null ? <NoMailSelected /> : <InboxEmailView id={params.mail} />}
        </div>
      </Card>
    </>
  );
}
