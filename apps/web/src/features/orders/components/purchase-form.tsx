import type { AccountDetail, Invoice } from '@shop/contract';
import { BUYER_NAME_MAX, EMAIL_MAX, PURCHASE_NOTE_MAX } from '@shop/contract/values';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatUsd } from '@/lib/format';
import { usePurchase } from '../hooks/use-purchase';
import { RefusalNotice, refusalOf, type Refusal } from './purchase-refusal';
import { PurchaseRules } from './purchase-rules';

type PurchaseValues = { name: string; email: string; note: string };

const FILL_MESSAGE = 'Please fill the form correctly';
// The server checks the address properly; this only catches an obvious slip before sending.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isFormField(field: string): field is keyof PurchaseValues {
  return field === 'name' || field === 'email' || field === 'note';
}

/**
 * SPEC §2's purchase form: Your Name, Your Email, Note (discord), "Purchase | $price". Checked
 * when submitted, then again on every change, so a message leaves as soon as its field is fixed.
 * A refused order (the account is reserved or gone) disables the form with the reason.
 */
export function PurchaseForm({
  account,
  refusal,
  onCreated,
  onRefused,
}: {
  account: AccountDetail;
  /** Set after the server refused an order for this account; the form stays disabled. */
  refusal: Refusal | null;
  onCreated: (invoice: Invoice) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PurchaseValues>({ defaultValues: { name: '', email: '', note: '' } });
  const { purchase, isPending, error } = usePurchase(onCreated, (failure) => {
    const refused = refusalOf(failure);
    if (refused) {
      onRefused(refused);
      return;
    }
    // A field the server refused is marked (and focused) on the field itself.
    const field = isApiError(failure) ? failure.field : undefined;
    if (field && isFormField(field)) {
      setError(field, { type: 'server', message: errorMessage(failure) }, { shouldFocus: true });
    }
  });
  const onField = isApiError(error) && Boolean(error.field && isFormField(error.field));
  // Derived from the fields' own errors (not kept from the last submit), so it goes with them.
  const incomplete = errors.name?.type === 'validate' || errors.email?.type === 'validate';

  const onSubmit = handleSubmit((values) => {
    const note = values.note.trim();
    purchase({
      account_id: account.id,
      name: values.name.trim(),
      email: values.email.trim(),
      ...(note ? { note } : {}),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Purchase">
      <fieldset disabled={refusal !== null} className="flex min-w-0 flex-col gap-4">
        <Field label="Your Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('name', { validate: (value) => value.trim() !== '' })}
              aria-invalid={errors.name ? true : undefined}
              autoComplete="name"
              maxLength={BUYER_NAME_MAX}
              required
            />
          )}
        </Field>
        <Field label="Your Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email', { validate: (value) => LOOKS_LIKE_EMAIL.test(value.trim()) })}
              aria-invalid={errors.email ? true : undefined}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              required
            />
          )}
        </Field>
        <Field label="Note (discord)" error={errors.note?.message}>
          {(control) => (
            <Textarea
              {...control}
              {...register('note')}
              rows={2}
              maxLength={PURCHASE_NOTE_MAX}
              placeholder="Optional"
            />
          )}
        </Field>
        {incomplete && <Alert variant="error">{FILL_MESSAGE}</Alert>}
        {refusal && <RefusalNotice refusal={refusal} />}
        {error && !onField && !refusalOf(error) && (
          <Alert variant="error" title="The order was not created">
            {errorMessage(error)}
          </Alert>
        )}
        <Button type="submit" busy={isPending} block>
          {`Purchase | ${formatUsd(account.price)}`}
        </Button>
        <PurchaseRules />
      </fieldset>
    </form>
  );
}
