import type { DeliveryState } from '@shop/contract';
import type { BadgeVariant } from '@/components/ui/badge';

/** Delivered is good news, waiting and retrying are a warning, given up is a failure. */
export const DELIVERY_STATE_BADGE: Readonly<Record<DeliveryState, BadgeVariant>> = {
  delivered: 'delivered',
  pending: 'pending',
  retrying: 'pending',
  failed: 'failed',
};

export const CHANNEL_LABELS = { push: 'Push', discord: 'Discord', webhook: 'Webhook' } as const;
