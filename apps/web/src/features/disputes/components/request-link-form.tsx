import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/api/api-error';
import { useRequestAccess } from '../api/request-access';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUEST_FAILED = 'Failed to request access. Please try again.';

/**
 * A new buyer link by mail (SPEC §2's request mode, in its words): the address used at purchase,
 * "Request Access", "Sending..." while busy, then where to look.
 */
export function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestAccess();

  return (
    <form
      noValidate
      aria-label="Request a new link"
      className="flex w-full max-w-sm flex-col gap-3 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        if (!value) return setInvalid('Email is required');
        if (!LOOKS_LIKE_EMAIL.test(value)) return setInvalid('Please enter a valid email address');
        setInvalid(null);
        request.mutate({ email: value });
      }}
    >
      <Field label="Email" error={invalid ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
        <Alert variant="error">{errorMessage(request.error) || REQUEST_FAILED}</Alert>
      )}
    </form>
  );
}
