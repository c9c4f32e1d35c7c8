import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '@/api/api-error';
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

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const mutation = useChangePassword();

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed successfully');
          reset(EMPTY);
          mutation.reset();
        },
        onError: (error) => {
          const field = isApiError(error) && error.field ? SERVER_FIELDS[error.field] : undefined;
          if (field && isApiError(error) && error.serverMessage) {
            setError(field, { message: error.serverMessage }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const serverMessage = isApiError(mutation.error) ? mutation.error.serverMessage : undefined;

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
      {mutation.isError && (
        <Alert variant="error" title="Failed to change password">
          {serverMessage}
        </Alert>
      )}
      <Button type="submit" busy={mutation.isPending} className="self-start">
        {mutation.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}
