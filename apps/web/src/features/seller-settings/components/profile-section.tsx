import type { SellerSettings } from '@shop/contract';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSettingForm } from '../hooks/use-setting-form';
import { SELLER_NAME_MAX } from '../lib/settings-values';
import { SaveRow } from './save-row';
import { SettingsSection } from './settings-section';

/** The name buyers see on invoices and order mail. */
export function ProfileSection({ settings }: { settings: SellerSettings }) {
  const { form, submit, busy, justSaved } = useSettingForm('name', settings.name, (typed) =>
    typed.trim(),
  );
  return (
    <SettingsSection title="Profile" description="How buyers see you on invoices and order mail.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          label="Display name"
          hint={`Seller code: ${settings.code}`}
          error={form.formState.errors.value?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('value', {
                validate: (value) => value.trim() !== '' || 'Display name is required',
                maxLength: {
                  value: SELLER_NAME_MAX,
                  message: `Display name must be at most ${SELLER_NAME_MAX} characters`,
                },
              })}
              autoComplete="nickname"
              required
            />
          )}
        </Field>
        <SaveRow busy={busy} saved={justSaved} />
      </form>
    </SettingsSection>
  );
}
