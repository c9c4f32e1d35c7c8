import { useState } from 'react';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useEnablePushDevice } from '../hooks/use-enable-push-device';
import { useThisDeviceId } from '../hooks/use-this-device';
import { describeDevice } from '../lib/describe-device';
import { DEVICE_LABEL_MAX } from '../lib/settings-values';
import { PUSH_BLOCKED, PUSH_UNSUPPORTED, pushAvailability } from '@/lib/web-push';
import { PushDeviceList } from './push-device-list';
import { SettingsSection } from './settings-section';

/**
 * Web Push to the seller's devices: this browser can be added under a name, and any device
 * removed. Works best from the installed app, which is how iPhones get push at all.
 */
export function PushDevicesSection() {
  const thisDevice = useThisDeviceId();
  const [label, setLabel] = useState(() => describeDevice(navigator.userAgent));
  const enable = useEnablePushDevice();
  const availability = pushAvailability();

  function enableHere() {
    enable.mutate(label.trim(), { onSuccess: (device) => thisDevice.remember(device.id) });
  }

  return (
    <SettingsSection
      title="This device (Web Push)"
      description="A notification on your phone or computer for each event you chose, even when the shop is closed."
    >
      {availability === 'unsupported' && <Alert variant="info">{PUSH_UNSUPPORTED}</Alert>}
      {availability === 'blocked' && <Alert variant="error">{PUSH_BLOCKED}</Alert>}
      {availability === 'available' && thisDevice.deviceId === null && (
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            enableHere();
          }}
        >
          <div className="sm:flex-1">
            <Field label="Device name">
              {(control) => (
                <Input
                  {...control}
                  value={label}
                  maxLength={DEVICE_LABEL_MAX}
                  onChange={(event) => setLabel(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Button type="submit" busy={enable.isPending}>
            Enable on this device
          </Button>
        </form>
      )}
      {/* A refused permission is already said above. */}
      {enable.isError && availability === 'available' && (
        <Alert variant="error">{errorMessage(enable.error)}</Alert>
      )}
      <PushDeviceList thisDeviceId={thisDevice.deviceId} onThisDeviceGone={thisDevice.forget} />
    </SettingsSection>
  );
}
