import { useState, type FormEvent } from 'react';
import { ROLLER_CODE_MAX, ROLLER_CODE_PATTERN } from '@shop/contract/values';
import { toast } from 'sonner';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useGenerateSubRollerToken } from '../api/generate-token';

const CODE_RULE = `Lowercase letters and digits only, at most ${ROLLER_CODE_MAX}.`;
const CODE_CHARACTERS = new RegExp(ROLLER_CODE_PATTERN);

/** What is wrong with a code as typed (already in lower case), or undefined. */
function codeProblem(code: string): string | undefined {
  if (code && !CODE_CHARACTERS.test(code)) {
    return 'Use only letters a-z and digits 0-9: no dots, hyphens, spaces or other signs';
  }
  if (code.length > ROLLER_CODE_MAX) return `Use at most ${ROLLER_CODE_MAX} characters`;
  return undefined;
}

/**
 * SPEC §2 Sub-roller screen: one required code and Generate Token. The code is checked as it is
 * typed and never sent when it cannot be a code (DESIGN §5: letters a-z and digits); it
 * shows in lower case at once, as SPEC §5 sends it.
 */
export function SubRollerForm() {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const generate = useGenerateSubRollerToken();
  const error = (missing && 'Please enter a sub-roller code') || codeProblem(code.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    if (error) return;
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
          hint={`${CODE_RULE} The code builds the e-mail pattern of this sub-roller: mail sent to addresses of that pattern shows up in its viewer.`}
        >
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              placeholder="sub1"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toLowerCase());
                setMissing(false);
              }}
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
