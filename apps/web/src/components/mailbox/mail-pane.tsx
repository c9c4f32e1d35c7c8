import type { ReactNode } from 'react';
import type { EmailDetail } from '@shop/contract';
import { MailX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { LoadingText } from '@/components/ui/spinner';
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
