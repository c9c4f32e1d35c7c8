import { useForm } from 'react-hook-form';
import type { UpdateSellerSettingsBody } from '@shop/contract';
import { useUpdateSellerSettings } from '../api/update-seller-settings';
import { reportFailure } from '../lib/field-error';

/** The settings edited as one text input each. */
export type TextSetting = 'name' | 'payment_instructions' | 'discord_webhook_url' | 'webhook_url';

type SettingValues = { value: string };

/**
 * A form for one text setting: shows the saved value (again whenever that changes), saves only
 * that field, puts the server's refusal of it under the input, and says "Saved" until the
 * value is edited again. `toSaved` turns what was typed into what is stored, e.g. an empty
 * address into null.
 */
export function useSettingForm(
  field: TextSetting,
  saved: string | null,
  toSaved: (typed: string) => string | null = (typed) => typed,
) {
  const form = useForm<SettingValues>({ values: { value: saved ?? '' } });
  const update = useUpdateSellerSettings();

  function save(value: string | null) {
    update.mutate({ [field]: value } as UpdateSellerSettingsBody, {
      onSuccess: (settings) => form.reset({ value: settings[field] ?? '' }),
      onError: (error) =>
        reportFailure(error, [field], (message) =>
          form.setError('value', { message }, { shouldFocus: true }),
        ),
    });
  }

  return {
    form,
    save,
    submit: form.handleSubmit(({ value }) => save(toSaved(value))),
    busy: update.isPending,
    justSaved: update.isSuccess && !form.formState.isDirty,
  };
}
