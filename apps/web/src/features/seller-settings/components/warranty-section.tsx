import { useForm } from 'react-hook-form';
import type { SellerSettings } from '@shop/contract';
import { WARRANTY_DAYS_INPUT, WARRANTY_DAYS_RULES } from '@/lib/form-rules';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateSellerSettings } from '../api/update-seller-settings';
import { reportFailure } from '../lib/field-error';
import { SaveRow } from './save-row';
import { SettingsSection } from './settings-section';

type WarrantyValues = { days: string };

/** The warranty a new account starts with; each account's form can still change its own. */
export function WarrantySection({ settings }: { settings: SellerSettings }) {
  const form = useForm<WarrantyValues>({
    values: { days: String(settings.default_warranty_days) },
  });
  const update = useUpdateSellerSettings();
  const submit = form.handleSubmit(({ days }) =>
    update.mutate(
      { default_warranty_days: Number.parseInt(days, 10) },
      {
        onSuccess: (saved) => form.reset({ days: String(saved.default_warranty_days) }),
        onError: (error) =>
          reportFailure(error, ['default_warranty_days'], (message) =>
            form.setError('days', { message }, { shouldFocus: true }),
          ),
      },
    ),
  );
  return (
    <SettingsSection
      title="Warranty"
      description="Days after delivery during which the shop watches an account's mail for security changes and the buyer can open a dispute."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          label="Default warranty (days)"
          hint="New accounts start with this; change it per account in its form. 0 = no warranty."
          error={form.formState.errors.days?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('days', WARRANTY_DAYS_RULES)}
              {...WARRANTY_DAYS_INPUT}
              className="sm:max-w-40"
            />
          )}
        </Field>
        <SaveRow busy={update.isPending} saved={update.isSuccess && !form.formState.isDirty} />
      </form>
    </SettingsSection>
  );
}
