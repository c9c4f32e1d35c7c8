import { useForm } from 'react-hook-form';
import { errorMessage, hasErrorCode } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notBlank, VERBATIM_INPUT } from '@/lib/form-rules';
import { useLogin } from '../api/login';

type LoginFormValues = { code: string; password: string };

/**
 * SPEC §8: wrong code or password reads "Invalid credentials"; a disabled seller (told only
 * after the right password) learns whom to ask; other failures (429) keep the server's words.
 */
export function loginFailureMessage(error: unknown): string {
  if (hasErrorCode(error, 'INVALID_CREDENTIALS')) return 'Invalid credentials';
  if (hasErrorCode(error, 'ROLLER_DISABLED'))
    return 'This seller account is disabled. Ask the shop owner to enable it again.';
  return errorMessage(error);
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({ defaultValues: { code: '', password: '' } });
  const loginMutation = useLogin();

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate({ code: values.code.trim(), password: values.password }, { onSuccess });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Code" error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('code', { validate: notBlank('Code is required') })}
            autoComplete="username"
            {...VERBATIM_INPUT}
            required
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('password', { required: 'Password is required' })}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Button type="submit" block busy={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      {loginMutation.isError && (
        <Alert variant="error">{loginFailureMessage(loginMutation.error)}</Alert>
      )}
    </form>
  );
}
