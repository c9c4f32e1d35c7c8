import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/api-error';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useConfirmNotificationEmail } from '../api/confirm-notification-email';

const NO_TOKEN = 'This confirmation link is incomplete. Open the link from the e-mail again.';

/**
 * `/settings/confirm-email?token=` (public): the link mailed to a seller's new notification
 * address. Its token works once, so it is sent once per visit, StrictMode's second effect
 * included.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle('Confirm notification e-mail');
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const { mutate, status, data, error } = useConfirmNotificationEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (token && (status === 'idle' || status === 'pending')) {
    return <LoadingText>Confirming your notification e-mail...</LoadingText>;
  }
  const confirmed = status === 'success';
  return (
    <EmptyState
      headingLevel="h1"
      icon={confirmed ? <CircleCheck /> : <CircleX />}
      title={
        confirmed
          ? `Notification e-mail confirmed: ${data.notification_email}`
          : 'The e-mail could not be confirmed'
      }
      description={
        <p role={confirmed ? 'status' : 'alert'}>
          {confirmed ? data.message : token ? errorMessage(error) : NO_TOKEN}
        </p>
      }
      action={<ButtonLink to="/settings">Go to Settings</ButtonLink>}
    />
  );
}
