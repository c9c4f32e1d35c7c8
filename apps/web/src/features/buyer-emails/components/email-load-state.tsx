import { MailX } from 'lucide-react';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';

/** An opened mail on its way, or why it did not come: gone (404), or a failure to retry. */
export function EmailLoadState({
  error,
  busy,
  onRetry,
}: {
  error: Error | null;
  busy: boolean;
  onRetry: () => void;
}) {
  if (!error) return <LoadingText>Loading email...</LoadingText>;
  if (isNotFound(error)) {
    return (
      <Alert variant="error" title="Email not found">
        <span className="inline-flex items-center gap-2">
          <MailX aria-hidden="true" className="size-4" />
          This email is no longer available to your access link.
        </span>
      </Alert>
    );
  }
  return (
    <LoadFailedAlert
      title="Could not load the email"
      message={errorMessage(error)}
      busy={busy}
      onRetry={onRetry}
    />
  );
}
