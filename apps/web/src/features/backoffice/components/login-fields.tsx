import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LOGIN_METHODS } from '@shop/contract/values';
import type { AccountFormValues } from '../lib/account-form-values';
import {
  checkLogin,
  checkTypedPart,
  GOOGLE_HINT,
  identifierProblem,
  loginAfterSwitch,
  loginEmailAddress,
  TYPED_PART_RULE,
  typedPartProblem,
  USERNAME_HINT,
} from '../lib/login-email';
import { PasswordInput } from './password-input';

const IDENTIFIER_LABELS = { Username: 'Username', Google: 'Google Email' } as const;
const IDENTIFIER_HINTS = { Username: USERNAME_HINT, Google: GOOGLE_HINT } as const;

/**
 * Login Method, the login input and the password. For Email the seller types only the name:
 * the shop forms `{code}.{name}@{domain}` so the account's mail reaches the seller's inbox.
 */
export function LoginFields({
  form,
  rollerCode,
  mailDomains,
}: {
  form: UseFormReturn<AccountFormValues>;
  rollerCode: string;
  mailDomains: readonly string[];
}) {
  const { register, control, formState, getValues, setValue, clearErrors } = form;
  const { errors } = formState;
  const [login, typed, domain] = useWatch({ control, name: ['login', 'email', 'emailDomain'] });
  const emailRules = register('email', {
    validate: (value, values) => checkLogin(values.login, value),
  });
  const loginRules = register('login', {
    // The field's value means something else under the new method: never carry it over unseen.
    onChange: () => {
      const next = getValues('login');
      setValue('email', loginAfterSwitch(getValues('email'), next), { shouldDirty: true });
      clearErrors('email');
    },
  });
  // Said while typing; the save's check (and the server's answer) takes over once there is one.
  const liveProblem = login === 'Email' ? typedPartProblem(typed) : identifierProblem(login, typed);
  const emailError = errors.email?.message ?? liveProblem ?? undefined;
  const shownDomain = domain || mailDomains[0] || '';
  // Only an address the shop can really form: a name still being typed shows as "…".
  const preview = loginEmailAddress(
    rollerCode,
    checkTypedPart(typed) === true ? typed : '…',
    shownDomain,
  );

  return (
    <div className="grid gap-4 md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] md:items-start">
      <Field label="Login Method" error={errors.login?.message}>
        {(control) => (
          <Select {...control} {...loginRules}>
            {LOGIN_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {login === 'Email' ? (
        <Field
          label="Email"
          error={emailError ?? errors.emailDomain?.message}
          hint={
            <>
              <span className="block">{`${TYPED_PART_RULE}.`}</span>{' '}
              <span className="block">
                {'Login e-mail: '}
                <span className="font-medium break-all text-fg" data-testid="login-email-preview">
                  {preview}
                </span>
              </span>
            </>
          }
        >
          {(control) => (
            <div className="flex min-w-0">
              <Input
                {...control}
                {...emailRules}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="name"
                className="min-w-0 rounded-r-none"
              />
              {mailDomains.length > 1 ? (
                <Select
                  aria-label="Mail domain"
                  {...register('emailDomain')}
                  className="w-44 shrink-0 [&_select]:rounded-l-none [&_select]:border-l-0"
                >
                  {mailDomains.map((option) => (
                    <option key={option} value={option}>
                      {`@${option}`}
                    </option>
                  ))}
                </Select>
              ) : (
                <span className="inline-flex h-10 max-w-[55%] shrink-0 items-center truncate rounded-r-control border border-l-0 border-border-strong bg-surface-muted px-3 text-sm text-fg-muted">
                  {`@${shownDomain}`}
                </span>
              )}
            </div>
          )}
        </Field>
      ) : (
        <Field label={IDENTIFIER_LABELS[login]} hint={IDENTIFIER_HINTS[login]} error={emailError}>
          {(control) => (
            <Input
              {...control}
              {...emailRules}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      )}
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password', { required: 'Please enter the password' })}
            // Not the seller's own shop password: keep the browser from filling that in.
            autoComplete="new-password"
          />
        )}
      </Field>
    </div>
  );
}
