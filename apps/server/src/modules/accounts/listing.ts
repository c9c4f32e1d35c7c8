import type { DbHandle } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { createIndexRepo } from './index-repo.ts';
import { LISTING_EVENTS, SELLER_EVENTS } from './listing-events.ts';
import { createListingIndexes } from './listing-indexes.ts';
import { createListingRepo } from './listing-repo.ts';
import { listingSources } from './listing-source.ts';

/**
 * The public listing as the services use it: the in-memory indexes (kept in step with this
 * instance's writes here, with other instances' by NOTIFY) and the sources a search reads.
 */
export function createListing(
  { db, listen }: Pick<DbHandle, 'db' | 'listen'>,
  events: EventBus,
  options: { index: boolean; cache: boolean },
) {
  const indexes = createListingIndexes({
    repo: createIndexRepo(db),
    listen,
    onError: (err) => events.emit('service.fault', { source: 'listing index', err }),
  });
  // This instance's own writes reach its listing before the writer's next request does.
  for (const name of LISTING_EVENTS) events.on(name, ({ accountId }) => indexes.touch([accountId]));
  for (const name of SELLER_EVENTS)
    events.on(name, ({ rollerId }) => void indexes.touchSeller(rollerId));
  const sources = listingSources({
    repo: createListingRepo(db),
    indexes: options.index ? indexes : null,
    cache: options.cache,
    events,
  });
  return { indexes, sources };
}
