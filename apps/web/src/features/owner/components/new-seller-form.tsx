import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { ROLLER_CODE_MAX, ROLLER_CODE_PATTERN } from '@shop/contract/values';
import { errorMessage, isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateSeller } from '../api/create-seller';
import type { ShownPassword } from './password-dialog';

const CODE_CHARACTERS = new RegExp(ROLLER_CODE_PATTERN);

/** What is wrong with a code as typed (already in lower case), or undefined. */
function codeProblem(code: string): string | undefined {
  if (code && !CODE_CHARACTERS.test(code))
    return 'Use only letters a-z and digits 0-9: no dots, hyphens, spaces or other signs';
  if (code.length > ROLLER_CODE_MAX) return `Use at most ${ROLLER_CODE_MAX} characters`;
  return undefined;
}

type Problems = { code?: string; name?: string; form?: string };

/**
 * A new seller: their sign-in code and display name. The shop makes the password and shows it
 * once (`onCreated`); the code shows in lower case as it is typed, as the shop stores it.
 */
export function NewSellerForm({ onCreated }: { onCreated: (shown: ShownPassword) => void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateSeller();
  const codeError = problems.code ?? codeProblem(code.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      code: code.trim() ? undefined : 'Please enter a code',
      name: name.trim() ? undefined : 'Please enter a name',
    };
    setProblems(found);
    if (found.code || found.name || codeError) return;
    create.mutate(
      { code: code.trim(), name: name.trim() },
      {
        onSuccess: ({ seller, password }) => {
          setCode('');
          setName('');
          onCreated({ title: `Seller ${seller.code} created`, code: seller.code, password });
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.field : undefined;
          const message = errorMessage(failure);
          setProblems(
            field === 'code' || field === 'name' ? { [field]: message } : { form: message },
          );
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="new-seller-title">
      <CardTitle id="new-seller-title">New seller</CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        The shop makes a password for the new seller and shows it to you once.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {problems.form && (
          <Alert variant="error" title="The seller could not be created">
            {problems.form}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Code"
            error={codeError}
            hint={`Their sign-in code and mail address name: lowercase letters and digits, at most ${ROLLER_CODE_MAX}.`}
          >
            {(control) => (
              <Input
                {...control}
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="alice"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.toLowerCase());
                  setProblems((p) => ({ ...p, code: undefined }));
                }}
              />
            )}
          </Field>
          <Field label="Name" error={problems.name} hint="Shown on invoices and order mail.">
            {(control) => (
              <Input
                {...control}
                required
                autoComplete="off"
                placeholder="Alice's Accounts"
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblems((p) => ({ ...p, name: undefined }));
                }}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="self-start" busy={create.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          Create seller
        </Button>
      </form>
    </Card>
  );
}
