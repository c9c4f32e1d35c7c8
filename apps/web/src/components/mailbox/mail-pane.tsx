import type { ReactNode } from 'react';
import type { EmailDetail } from '@shop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { MailLoadState } from './mail-load-state';
import { MailReader, type MailReaderProps } from './mail-reader';

export type MailPaneProps = Pick<MailReaderProps, 'attachmentDownload' | 'back'> & {
  mail: UseQueryResult<EmailDetail>;
  /** The reader's actions on the mail, once it is there (MailReader's `tools`). */
  tools?: (mail: EmailDetail) => ReactNode;
  /** The To line's content, once the mail is there (MailReader's `recipients`). */
  recipients?: (mail: EmailDetail) => ReactNode;
};

/** The reading pane of a mailbox: the open mail, or its loading text or failure. */
export function MailPane({ mail, back, tools, recipients, attachmentDownload }: MailPaneProps) {
  if (mail.data) {
    return (
      <MailReader
        mail={mail.data}
        attachmentDownload={attachmentDownload}
        back={back}
        tools={tools?.(mail.data)}
        recipients={recipients?.(mail.data)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-5">
      {back}
      <MailLoadState mail={mail} />
    </div>
  );
}
