import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useGenerateSubRollerToken } from '../api/generate-token';

/** SPEC §2 Sub-roller screen: one required code and Generate Token. */
export function SubRollerForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const generate = useGenerateSubRollerToken();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter a sub-roller code');
      return;
    }
    setError(undefined);
    generate.mutate(code, {
      onSuccess: (created) => {
        toast.success(
          `Token generated successfully. You can now receive emails at ${created.email_pattern}`,
        );
        setCode('');
      },
      // SPEC §8: the server's message, otherwise its own wording.
      onError: (failure) =>
        void toast.error(
          (isApiError(failure) && failure.serverMessage) || 'Failed to generate token',
        ),
    });
  };

  return (
    <Card>
      <CardTitle>Generate Sub-Roller Token</CardTitle>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <Field
          label="Sub-roller code"
          error={error}
          hint="The code builds the e-mail pattern of this sub-roller: mail sent to addresses of that pattern shows up in its viewer."
        >
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              placeholder="sub1"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="self-start" busy={generate.isPending}>
          Generate Token
        </Button>
      </form>
    </Card>
  );
}
