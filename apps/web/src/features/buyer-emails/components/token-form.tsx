import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notBlank, VERBATIM_INPUT } from '@/lib/form-rules';
import { LinkButton } from './link-button';

/** Token-entry mode (SPEC §2): the token from the mail, typed or pasted. */
export function TokenForm({
  onSubmit,
  onBack,
}: {
  onSubmit: (token: string) => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ token: string }>({ defaultValues: { token: '' } });

  return (
    <Card as="section" aria-labelledby="token-title" className="flex flex-col gap-6">
      <div>
        <CardTitle id="token-title">Enter your access token</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          The token is the part after <code>token=</code> in the link we sent you.
        </p>
      </div>
      <form
        onSubmit={handleSubmit(({ token }) => onSubmit(token.trim()))}
        noValidate
        className="flex flex-col gap-4"
      >
        <Field label="Access token" error={errors.token?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('token', { validate: notBlank('Access token is required') })}
              autoComplete="off"
              {...VERBATIM_INPUT}
              required
            />
          )}
        </Field>
        <Button type="submit" block>
          Access Emails
        </Button>
      </form>
      <p className="text-sm">
        <LinkButton onClick={onBack}>Back to request access</LinkButton>
      </p>
    </Card>
  );
}
