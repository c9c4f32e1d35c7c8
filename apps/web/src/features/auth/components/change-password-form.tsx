import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage, isApiError, isNotFound } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH, useChangePassword } from '../api/change-password';

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Server field names (contract ChangePasswordBody) mapped to this form's fields. */
const SERVER_FIELDS: Record<string, keyof ChangePasswordValues> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
};

/** The form field a failure is about, when the server named one. */
const fieldOf = (error: unknown) =>
  isApiError(error) && error.field ? SERVER_FIELDS[error.field] : undefined;

/**
 * SPEC §2 / §8: a failure toasts "Failed to change password"; its reason shows once, under the
 * field the server names or else above the button, and only until the next attempt, so an old
 * failure never stands beside a newer error.
 */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const mutation = useChangePassword();

  const send = handleSubmit((values) => {
    mutation.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed successfully');
          reset(EMPTY);
          mutation.reset();
        },
        onError: (error) => {
          if (!isNotFound(error))
            toast.error('Failed to change password', { id: 'change-password' });
          const field = fieldOf(error);
          if (field) setError(field, { message: errorMessage(error) }, { shouldFocus: true });
        },
      },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A new attempt: the last one's failure is no longer the current error.
    mutation.reset();
    clearErrors();
    void send(event);
  };

  const failure = mutation.error && !fieldOf(mutation.error) ? errorMessage(mutation.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Current Password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('currentPassword', { required: 'Current password is required' })}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Field
        label="New Password"
        hint={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.newPassword?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('newPassword', {
              required: 'New password is required',
              minLength: {
                value: PASSWORD_MIN_LENGTH,
                message: `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
              },
            })}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
        )}
      </Field>
      <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('confirmPassword', {
              validate: (value, values) =>
                value === values.newPassword || 'New passwords do not match',
            })}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </Field>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" busy={mutation.isPending} className="self-start">
        {mutation.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}
