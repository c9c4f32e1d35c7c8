import type { SellerSettings } from '@shop/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { useNotifyToggle } from '../hooks/use-notify-toggle';
import { NOTIFY_EVENT_LABELS, NOTIFY_EVENTS } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

/** Which news reaches the seller, on every channel; each switch is saved as it is flipped. */
export function NotifyEventsSection({ settings }: { settings: SellerSettings }) {
  const toggle = useNotifyToggle();
  return (
    <SettingsSection
      title="Notify me about"
      description="By e-mail and on every channel below. Saved as you change it."
    >
      <fieldset className="grid gap-x-6 sm:grid-cols-2">
        <legend className="sr-only">Notify me about</legend>
        {NOTIFY_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={NOTIFY_EVENT_LABELS[event]}
            checked={settings.notify[event]}
            onChange={(change) => toggle.mutate({ event, on: change.target.checked })}
          />
        ))}
      </fieldset>
    </SettingsSection>
  );
}
