import type { Game, Subscription } from '@shop/contract';
import { BellRing, Mail, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { describeSubscription, maxPriceText } from '../lib/describe-subscription';

/** One alert: what it watches, whether it is active, since when, and a delete button. */
export function SubscriptionRow({
  subscription,
  game,
  onDelete,
}: {
  subscription: Subscription;
  game: Game | undefined;
  onDelete: (subscription: Subscription) => void;
}) {
  const gameName = game?.name ?? subscription.game.name;
  const isPush = subscription.channel === 'push';
  const ChannelIcon = isPush ? BellRing : Mail;
  return (
    <li
      aria-label={`${gameName} subscription`}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-fg">{gameName}</h3>
          <Badge variant={subscription.is_active ? 'delivered' : 'other'}>
            {subscription.is_active ? 'Active' : 'Inactive'}
          </Badge>
          <span className="inline-flex items-center gap-1 text-xs text-fg-muted">
            <ChannelIcon aria-hidden="true" className="size-3.5" />
            {isPush ? 'Browser alert' : 'Email alert'}
          </span>
        </div>
        <p className="text-sm break-words text-fg">{describeSubscription(subscription, game)}</p>
        <p className="text-xs text-fg-muted">
          {maxPriceText(subscription.max_price)} · Created {formatDate(subscription.created_at)}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        aria-label={`Delete ${gameName} subscription`}
        onClick={() => onDelete(subscription)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </li>
  );
}
