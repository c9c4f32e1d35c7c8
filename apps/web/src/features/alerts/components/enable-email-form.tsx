import { useState, type Ref } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { savedEmail } from '../hooks/use-saved-email';
import { INVALID_EMAIL, isValidEmail } from '../lib/email';

export const EMAIL_SAVED = 'Email saved! Now you can create subscriptions.';

/**
 * SPEC §2 step 1: the e-mail alerts go to, kept on this device (nothing is sent yet). Its error
 * line is its own, or the caller's (`error` with `onErrorChange`) when the caller has messages
 * of its own for the same field, so only one shows at a time.
 */
export function EnableEmailForm({
  inputRef,
  onSaved,
  error: callerError,
  onErrorChange,
}: {
  inputRef?: Ref<HTMLInputElement>;
  /** The form goes away once saved; the caller says where the keyboard goes next. */
  onSaved?: () => void;
  error?: string;
  onErrorChange?: (error: string | undefined) => void;
}) {
  const [value, setValue] = useState('');
  const [ownError, setOwnError] = useState<string>();
  const error = onErrorChange ? callerError : ownError;
  const setError = onErrorChange ?? setOwnError;

  function enable() {
    if (!isValidEmail(value)) {
      setError(INVALID_EMAIL);
      return;
    }
    savedEmail.set(value.trim());
    toast.success(EMAIL_SAVED);
    onSaved?.();
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        enable();
      }}
    >
      <div className="min-w-0 flex-1">
        <Field label="Email address" error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </div>
      {/* Lined up with the input, below its label, when side by side. */}
      <Button type="submit" className="sm:mt-7">
        Enable Notifications
      </Button>
    </form>
  );
}
