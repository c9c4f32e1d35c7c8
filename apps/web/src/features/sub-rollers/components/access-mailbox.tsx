import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import type { To } from 'react-router';
import { EmailList } from '@/components/mailbox/email-list';
import type { ListWidthBounds } from '@/components/mailbox/list-width';
import { MailPane } from '@/components/mailbox/mail-pane';
import { MailSplitView } from '@/components/mailbox/mail-split-view';
import { accessAttachmentDownload } from '../api/get-access-attachment';
import { useAccessEmail } from '../api/get-access-email';
import { useAccessEmails } from '../api/get-access-emails';

export type AccessMailboxProps = {
  token: string;
  page: number;
  selected: number | null;
  linkTo: (mailId: number) => To;
  /** The list, on a phone where the open mail covers it. */
  backTo: To;
  onPageChange: (page: number) => void;
  bounds: ListWidthBounds;
  pagerAbove?: boolean;
  /** Desktop height of the split view. */
  className?: string;
};

/**
 * A sub-roller's mail, read with its token: the list and the open mail side by side from 768 px
 * (resizable list), and on phones the open mail over the list with Back to Inbox and swipe back.
 */
export function AccessMailbox(props: AccessMailboxProps) {
  const { token, page, selected, linkTo, backTo, onPageChange, bounds } = props;
  const list = useAccessEmails(token, page);
  return (
    <MailSplitView
      list={
        <EmailList
          className="min-h-0 flex-1"
          list={list}
          page={page}
          selected={selected}
          linkTo={linkTo}
          onPageChange={onPageChange}
          pagerAbove={props.pagerAbove}
          empty={
            <>
              <Inbox aria-hidden="true" className="size-6" />
              <p>No emails found</p>
            </>
          }
        />
      }
      open={selected !== null}
      renderMail={(back) =>
        selected !== null && <OpenMail token={token} id={selected} back={back} />
      }
      backTo={backTo}
      bounds={bounds}
      className={props.className}
    />
  );
}

function OpenMail({ token, id, back }: { token: string; id: number; back?: ReactNode }) {
  const mail = useAccessEmail(token, id);
  return (
    <MailPane
      mail={mail}
      back={back}
      attachmentDownload={(n) => accessAttachmentDownload(token, id, n)}
    />
  );
}
