import { MailX } from 'lucide-react';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';

/** What a reader says of a mail that is gone from it (404): each reader names its own reach. */
export const MAIL_GONE_FROM_INBOX = 'This email is no longer in your inbox.';

/** An opened mail on its way, or why it did not come: gone (404), or a failure to retry. */
export function MailLoadState({
  mail,
  goneMessage = MAIL_GONE_FROM_INBOX,
}: {
  /** The open mail's query (what a reader's useQuery returns). */
  mail: { error: Error | null; isFetching: boolean; refetch: () => unknown };
  goneMessage?: string;
}) {
  const { error } = mail;
  if (!error) return <LoadingText>Loading email...</LoadingText>;
  if (isNotFound(error)) {
    return (
      <Alert variant="error" title="Email not found">
        <span className="inline-flex items-center gap-2">
          <MailX aria-hidden="true" className="size-4" />
          {goneMessage}
        </span>
      </Alert>
    );
  }
  return (
    <LoadFailedAlert
      title="Could not load the email"
      message={errorMessage(error)}
      busy={mail.isFetching}
      onRetry={() => void mail.refetch()}
    />
  );
}
