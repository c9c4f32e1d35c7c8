import { useEffect } from 'react';
import { Smartphone } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';

/**
 * The devices that receive the seller's pushes, this browser marked. A remembered device the
 * list no longer has (removed here or from another device) is forgotten, so this browser can
 * be enabled again.
 */
export function PushDeviceList({
  thisDeviceId,
  onThisDeviceGone,
}: {
  thisDeviceId: number | null;
  onThisDeviceGone: () => void;
}) {
  const list = usePushDevices();
  const remove = useRemovePushDevice();
  const devices = list.data?.devices;
  const thisDeviceListed = devices?.some((device) => device.id === thisDeviceId) ?? true;

  useEffect(() => {
    if (thisDeviceId !== null && !thisDeviceListed) onThisDeviceGone();
  }, [thisDeviceId, thisDeviceListed, onThisDeviceGone]);

  if (list.isPending) return <LoadingText>Loading devices...</LoadingText>;
  if (list.isError) {
    return (
      <LoadFailedAlert
        title="Your devices could not be loaded"
        message={errorMessage(list.error)}
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.devices.length === 0) {
    return <p className="text-sm text-fg-muted">No device gets push notifications yet.</p>;
  }
  return (
    <ul
      aria-label="Push devices"
      className="divide-y divide-border rounded-control border border-border"
    >
      {list.data.devices.map((device) => (
        <li key={device.id} className="flex items-center gap-3 px-3 py-2">
          <Smartphone aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-fg">
              {device.label}
              {device.id === thisDeviceId && <Badge variant="accent">This device</Badge>}
            </p>
            <p className="text-xs text-fg-muted">Added {formatDate(device.created_at)}</p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Remove ${device.label}`}
            busy={remove.isPending && remove.variables === device.id}
            onClick={() => remove.mutate(device.id)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
