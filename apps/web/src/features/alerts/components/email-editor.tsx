import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { savedEmail } from '../hooks/use-saved-email';
import { INVALID_EMAIL, isValidEmail } from '../lib/email';

export const EMAIL_UPDATED = 'Email address updated successfully!';

/**
 * Changing the saved e-mail (SPEC §5): Save stays disabled while the value is empty or not an
 * address, and saving the same address just closes the editor. Escape cancels.
 */
export function EmailEditor({ current, onClose }: { current: string; onClose: () => void }) {
  const [value, setValue] = useState(current);
  const inputRef = useRef<HTMLInputElement>(null);
  const valid = isValidEmail(value);
  const showError = value.trim() !== '' && !valid;

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  function save() {
    if (!valid) return;
    const next = value.trim();
    if (next !== current) {
      savedEmail.set(next);
      toast.success(EMAIL_UPDATED);
    }
    onClose();
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Field label="New email address" error={showError ? INVALID_EMAIL : undefined}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!valid}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
