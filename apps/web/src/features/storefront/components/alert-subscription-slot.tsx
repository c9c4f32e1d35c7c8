import type { Game } from '@shop/contract';
import type { SearchFilters } from '../lib/search-filters';

/**
 * Placeholder for the alert subscription flow of SPEC §2 (Enable Notifications, then Create
 * Subscription for This Search) that sits in the "No accounts found" panel. The alerts work
 * replaces this body; until then nothing is shown rather than a flow that cannot work yet.
 */
export function AlertSubscriptionSlot(_props: { game: Game; filters: SearchFilters }) {
  return null;
}
