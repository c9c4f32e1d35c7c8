import { useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnsubscribeAll } from '../api/unsubscribe-all';
import { linkSentText } from '../lib/address-proof';
import { savedEmail } from '../hooks/use-saved-email';
import { EmailEditor } from './email-editor';
import { EnableEmailForm } from './enable-email-form';

export const NOTIFICATIONS_DISABLED = 'Notifications disabled. Your email has been removed.';
export const UNSUBSCRIBED_ALL = 'Successfully unsubscribed from all email notifications.';
export const UNSUBSCRIBE_ALL_FAILED =
  'Failed to unsubscribe from all notifications. Please try again.';

/**
 * SPEC §2, §4 Notifications: not enabled (the enable form), enabled (Change Email, Disable,
 * Unsubscribe All), or editing the e-mail. Unsubscribe All from a browser that has not proven
 * the e-mail changes nothing: the server mails the address a link instead, and the e-mail stays.
 */
export function NotificationEmailCard({
  email,
  onLinkSent,
}: {
  email: string | null;
  /** Told when the server mailed the address a link rather than unsubscribing. */
  onLinkSent?: (email: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unsubscribeAll = useUnsubscribeAll();
  const changeButtonRef = useRef<HTMLButtonElement>(null);

  function closeEditor() {
    setEditing(false);
    requestAnimationFrame(() => changeButtonRef.current?.focus());
  }

  function disable() {
    savedEmail.clear();
    toast.success(NOTIFICATIONS_DISABLED);
  }

  function confirmUnsubscribeAll() {
    if (!email) return;
    unsubscribeAll.mutate(
      { email },
      {
        onSuccess: (result) => {
          if (result.link_sent) {
            toast.info(linkSentText(email));
            onLinkSent?.(email);
            return;
          }
          savedEmail.clear();
          toast.success(UNSUBSCRIBED_ALL);
        },
        onError: () => void toast.error(UNSUBSCRIBE_ALL_FAILED),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="email-notifications-title" className="flex flex-col gap-4">
      <div>
        <CardTitle id="email-notifications-title">Email Notifications</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          {email
            ? 'Alerts for your saved searches are sent to this address.'
            : 'Enter your email to receive alerts when accounts matching your searches are listed.'}
        </p>
      </div>
      {!email ? (
        <EnableEmailForm />
      ) : editing ? (
        <EmailEditor current={email} onClose={closeEditor} />
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm">
            <MailCheck aria-hidden="true" className="size-4 shrink-0 text-delivered-fg" />
            <span className="shrink-0 text-fg-muted">Enabled for</span>
            <span className="min-w-0 font-medium break-all text-fg">{email}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={changeButtonRef}
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
            >
              Change Email
            </Button>
            <Button size="sm" variant="secondary" onClick={disable}>
              Disable
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
              Unsubscribe All
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unsubscribe from all notifications?"
        description={`Every subscription of ${email ?? 'this email'} stops and no more alerts are sent to it. This cannot be undone.`}
        confirmLabel="Yes, unsubscribe all"
        busy={unsubscribeAll.isPending}
        onConfirm={confirmUnsubscribeAll}
      />
    </Card>
  );
}
