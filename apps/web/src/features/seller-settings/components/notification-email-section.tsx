import type { SellerSettings } from '@shop/contract';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useChangeNotificationEmail } from '../api/change-notification-email';
import { reportFailure } from '../lib/field-error';
import { SettingsSection } from './settings-section';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where order mail reaches the seller. A new address takes effect only once the link mailed to
 * it is opened; until then the confirmed one keeps getting the mail, and the link can be sent
 * again.
 */
export function NotificationEmailSection({ settings }: { settings: SellerSettings }) {
  const current = settings.notification_email;
  const pending = settings.pending_notification_email;
  const change = useChangeNotificationEmail();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });

  function send(email: string) {
    change.mutate(email, {
      onSuccess: () => form.reset({ email: '' }),
      onError: (error) =>
        reportFailure(error, ['email'], (message) =>
          form.setError('email', { message }, { shouldFocus: true }),
        ),
    });
  }

  return (
    <SettingsSection
      title="Notification e-mail"
      description="Order mail for you (new orders, payments, lapsed invoices) is sent here."
    >
      {current ? (
        <p className="flex items-center gap-2 text-sm">
          <MailCheck aria-hidden="true" className="size-4 shrink-0 text-delivered-fg" />
          <span className="text-fg-muted">Sent to</span>
          <span className="min-w-0 font-medium break-all text-fg">{current}</span>
        </p>
      ) : (
        <p className="text-sm text-fg-muted">Not set: order mail is not sent to you.</p>
      )}
      {pending && (
        <Alert variant="info" title="Waiting for confirmation">
          <p className="break-words">
            {`Confirmation link sent to ${pending}. `}
            {current
              ? `Your notifications keep going to ${current} until it is opened.`
              : 'Order mail is sent to it once it is opened.'}
          </p>
          <Button
            className="mt-3"
            size="sm"
            variant="secondary"
            busy={change.isPending && change.variables === pending}
            onClick={() => send(pending)}
          >
            Send the link again
          </Button>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(({ email }) => send(email.trim()))}
        className="flex flex-col gap-3"
      >
        <Field
          label={current || pending ? 'New notification e-mail' : 'Notification e-mail'}
          error={form.formState.errors.email?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('email', {
                validate: (value) => {
                  const email = value.trim();
                  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
                  return (
                    email.toLowerCase() !== current?.toLowerCase() ||
                    'This is already your notification e-mail'
                  );
                },
              })}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
            />
          )}
        </Field>
        <Button
          type="submit"
          size="sm"
          className="self-start"
          busy={change.isPending && change.variables !== pending}
        >
          Send confirmation link
        </Button>
      </form>
    </SettingsSection>
  );
}
