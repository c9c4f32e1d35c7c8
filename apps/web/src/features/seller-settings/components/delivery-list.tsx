import type { NotificationDelivery } from '@shop/contract';
import { errorMessage } from '@/api/api-error';
import { Badge } from '@/components/ui/badge';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useNotificationDeliveries } from '../api/get-notification-deliveries';
import { CHANNEL_LABELS, DELIVERY_STATE_BADGE } from '../lib/delivery-state';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The last notifications sent beyond e-mail, newest first, kept fresh while on screen. */
export function DeliveryList() {
  const list = useNotificationDeliveries();
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold text-fg">Recent deliveries</h3>
      {list.isPending ? (
        <LoadingText>Loading deliveries...</LoadingText>
      ) : list.isError ? (
        <LoadFailedAlert
          title="Deliveries could not be loaded"
          message={errorMessage(list.error)}
          busy={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.deliveries.length === 0 ? (
        <p className="text-sm text-fg-muted">
          Nothing sent yet. Push, Discord and webhook notifications are listed here.
        </p>
      ) : (
        <ul
          aria-label="Recent deliveries"
          className="divide-y divide-border rounded-control border border-border"
        >
          {list.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: NotificationDelivery }) {
  return (
    <li className="flex flex-col gap-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs break-all text-fg">{d.event}</span>
        <span className="text-fg-muted">{CHANNEL_LABELS[d.channel]}</span>
        <Badge variant={DELIVERY_STATE_BADGE[d.state]} className="capitalize">
          {d.state}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted tabular-nums">
        <time dateTime={d.created_at}>{formatTime(d.created_at)}</time>
        {d.response_status !== null && <span>HTTP {d.response_status}</span>}
        <span>{d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}</span>
        {d.state === 'retrying' && d.next_attempt_at && (
          <span>
            Next try <time dateTime={d.next_attempt_at}>{formatTime(d.next_attempt_at)}</time>
          </span>
        )}
      </p>
      {d.last_error && (
        <details className="text-xs">
          <summary className="cursor-pointer text-danger-text" title={d.last_error}>
            Error
          </summary>
          <p className="mt-1 break-words whitespace-pre-wrap text-fg-muted">{d.last_error}</p>
        </details>
      )}
    </li>
  );
}
