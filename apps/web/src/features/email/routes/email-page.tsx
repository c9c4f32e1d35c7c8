import { Inbox, SearchX } from 'lucide-react';
import { EmailList } from '@/components/mailbox/email-list';
import { MailSplitView } from '@/components/mailbox/mail-split-view';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsDesktop } from '@/hooks/use-is-desktop';
import { useEmails } from '../api/get-emails';
import { AddressFilterNotice } from '../components/address-filter-notice';
import { InboxEmailView } from '../components/inbox-email-view';
import { InboxSearch } from '../components/inbox-search';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { RecipientChips, type AddressFilterControl } from '../components/recipient-chips';
import { inboxSearch, useInboxParams } from '../hooks/use-inbox-params';

/** What an empty page of the list says: a search or a filter without hits, or an empty inbox. */
function EmptyInbox({ q, to }: { q: string; to: string }) {
  if (q || to) {
    return (
      <>
        <SearchX aria-hidden="true" className="size-6" />
        <p>{q ? `No emails match "${q}".` : `No emails to ${to}.`}</p>
      </>
    );
  }
  return (
    <>
      <Inbox aria-hidden="true" className="size-6" />
      <p>No emails yet.</p>
    </>
  );
}

/**
 * `/email` (signed in): the seller's inbox (SPEC §2 Operator inbox). From 768 px the list and
 * the open mail sit side by side with a resizable list; on phones the open mail covers the list.
 * Every address chip filters the list to that address (`?to=`).
 */
export default function EmailPage() {
  useDocumentTitle('Email');
  const { params, go } = useInboxParams();
  const list = useEmails({ page: params.page, q: params.q, to: params.to });
  const isDesktop = useIsDesktop();
  const filter: AddressFilterControl = {
    active: params.to,
    // On a phone the filtered list is what the seller wants to see, so the open mail closes.
    onSelect: (to) => go({ ...params, to, page: 1, mail: isDesktop ? params.mail : null }),
  };

  const listPane = (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col gap-2 border-b border-border p-3">
        <InboxSearch q={params.q} onSearch={(q) => go({ ...params, q, page: 1, mail: null })} />
        <div className="flex flex-wrap items-center gap-2">
          <MarkAllReadButton unread={list.data?.unread ?? 0} />
        </div>
        {params.to && (
          <AddressFilterNotice
            address={params.to}
            onClear={() => go({ ...params, to: '', page: 1 })}
          />
        )}
      </div>
      <EmailList
        className="flex-1"
        list={list}
        page={params.page}
        selected={params.mail}
        linkTo={(mail) => ({ search: inboxSearch({ ...params, mail }) })}
        onPageChange={(page) => go({ ...params, page })}
        recipients={(mail) => (
          <p className="flex min-w-0 items-center gap-1 text-xs text-fg-muted">
            To: <RecipientChips to={mail.to} {...filter} />
          </p>
        )}
        empty={<EmptyInbox q={params.q} to={params.to} />}
      />
    </div>
  );

  return (
    <>
      <PageHeader title="Email" />
      <MailSplitView
        list={listPane}
        open={params.mail !== null}
        backTo={{ search: inboxSearch({ ...params, mail: null }) }}
        renderMail={(back) =>
          params.mail !== null && <InboxEmailView id={params.mail} back={back} filter={filter} />
        }
        className="h-[calc(100dvh-13rem)] min-h-[32rem]"
      />
    </>
  );
}
