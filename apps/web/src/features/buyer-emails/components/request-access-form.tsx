import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestAccessFailureMessage, useRequestEmailAccess } from '../api/request-email-access';
import { LinkButton } from './link-button';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const STEPS = [
  'Enter the e-mail address you used when you bought your accounts.',
  'We send a link with an access token to that address.',
  'Open the link within 24 hours to read the mail your accounts received.',
];

/** Request mode (SPEC §2): ask for a link by mail, or switch to typing a token. */
export function RequestAccessForm({ onEnterToken }: { onEnterToken: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const request = useRequestEmailAccess();

  const onSubmit = handleSubmit(({ email }) => request.mutate({ email: email.trim() }));

  return (
    <Card as="section" aria-labelledby="request-access-title" className="flex flex-col gap-6">
      <div>
        <CardTitle id="request-access-title">Request access to your emails</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          Read the mail that reaches the accounts you bought.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email', {
                validate: (value) => {
                  if (value.trim() === '') return 'Email is required';
                  return EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address';
                },
              })}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
            />
          )}
        </Field>
        <Button type="submit" block busy={request.isPending}>
          {request.isPending ? 'Sending...' : 'Request Access'}
        </Button>
        {request.isSuccess && (
          <Alert variant="success" title="Access Request Sent!">
            Please check your email for the access link.
          </Alert>
        )}
        {request.isError && (
          <Alert variant="error">{requestAccessFailureMessage(request.error)}</Alert>
        )}
      </form>
      <div>
        <h3 className="text-sm font-semibold text-fg">How it works</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-fg-muted">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="text-sm text-fg-muted">
        Already have an access token? <LinkButton onClick={onEnterToken}>Enter token</LinkButton>
      </p>
    </Card>
  );
}
