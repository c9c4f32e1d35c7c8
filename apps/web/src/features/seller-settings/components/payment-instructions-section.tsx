import type { SellerSettings } from '@shop/contract';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSettingForm } from '../hooks/use-setting-form';
import { PAYMENT_INSTRUCTIONS_MAX } from '../lib/settings-values';
import { SaveRow } from './save-row';
import { SettingsSection } from './settings-section';

/** What the invoice tells the buyer about paying, and where buyers' replies land. */
export function PaymentInstructionsSection({ settings }: { settings: SellerSettings }) {
  const { form, submit, busy, justSaved } = useSettingForm(
    'payment_instructions',
    settings.payment_instructions,
  );
  return (
    <SettingsSection title="Payment">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          label="Payment instructions"
          hint="Shown on your invoices. Empty uses the shop's default."
          error={form.formState.errors.value?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register('value', {
                maxLength: {
                  value: PAYMENT_INSTRUCTIONS_MAX,
                  message: `Payment instructions must be at most ${PAYMENT_INSTRUCTIONS_MAX} characters`,
                },
              })}
              rows={5}
            />
          )}
        </Field>
        <SaveRow busy={busy} saved={justSaved} />
      </form>
      <p className="text-sm text-fg-muted">
        {"Buyers' replies to order mail go to "}
        <span className="font-medium break-all text-fg">{settings.order_reply_to}</span>
        {', your inbox.'}
      </p>
    </SettingsSection>
  );
}
