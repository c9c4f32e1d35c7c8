import { useEffect, useRef, type ReactNode } from 'react';
import { MailPane } from '@/components/mailbox/mail-pane';
import { emailAttachmentDownload } from '../api/get-attachment';
import { useEmail } from '../api/get-email';
import { useMarkEmailRead } from '../api/mark-email-read';
import { RecipientChips, type AddressFilterControl } from './recipient-chips';
import { ViewSourceButton } from './view-source-button';

/**
 * The seller's open mail: marked read on opening, its source one click away, and a chip per
 * address that filters the list. `back` is set on phones, where the mail covers the list.
 */
export function InboxEmailView({
  id,
  back,
  filter,
}: {
  id: number;
  back?: ReactNode;
  filter: AddressFilterControl;
}) {
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
    <MailPane
      mail={mail}
      back={back}
      attachmentDownload={(n) => emailAttachmentDownload(id, n)}
      tools={(open) => <ViewSourceButton id={open.id} />}
      recipients={(open) => <RecipientChips to={open.to} {...filter} />}
    />
  );
}
