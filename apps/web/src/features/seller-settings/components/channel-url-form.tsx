import { Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSendChannelTest, type TestableChannel } from '../api/send-channel-test';
import { useSettingForm } from '../hooks/use-setting-form';
import { reportFailure } from '../lib/field-error';
import { SaveRow } from './save-row';

const HTTP_URL = /^https?:\/\/\S+$/;

export type ChannelUrlField = 'discord_webhook_url' | 'webhook_url';

/**
 * The address a channel posts to: Save, Remove, and a test message. The test goes to what is
 * typed when it differs from the saved address, so an address can be tried before it is kept.
 */
export function ChannelUrlForm({
  field,
  channel,
  label,
  placeholder,
  hint,
  saved,
}: {
  field: ChannelUrlField;
  channel: TestableChannel;
  label: string;
  placeholder: string;
  hint?: string;
  saved: string | null;
}) {
  const { form, save, submit, busy, justSaved } = useSettingForm(
    field,
    saved,
    (typed) => typed.trim() || null,
  );
  const test = useSendChannelTest();
  const typed = form.watch('value').trim();

  function sendTest() {
    const body = typed && typed !== saved ? { url: typed } : {};
    test.mutate(
      { channel, body },
      {
        onError: (error) =>
          reportFailure(error, ['url', field], (message) =>
            form.setError('value', { message }, { shouldFocus: true }),
          ),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field label={label} hint={hint} error={form.formState.errors.value?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('value', {
              validate: (value) =>
                value.trim() === '' ||
                HTTP_URL.test(value.trim()) ||
                'Enter an address that starts with https://',
            })}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
          />
        )}
      </Field>
      <SaveRow busy={busy} saved={justSaved}>
        <Button
          size="sm"
          variant="secondary"
          disabled={!typed && !saved}
          busy={test.isPending}
          onClick={sendTest}
        >
          <Send aria-hidden="true" className="size-4" />
          Send test message
        </Button>
        {saved && (
          <Button
            size="sm"
            variant="secondary"
            className="text-danger-text"
            disabled={busy}
            onClick={() => save(null)}
          >
            Remove
          </Button>
        )}
      </SaveRow>
      {test.isSuccess && (
        <Alert variant={test.data.ok ? 'success' : 'error'}>{test.data.message}</Alert>
      )}
    </form>
  );
}
