import type { Game } from '@shop/contract';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ANY_CRITERIA, describeCriteria } from '../lib/criteria-summary';
import type { SearchFilters } from '../lib/search-filters';
import { AlertSubscriptionSlot } from './alert-subscription-slot';

/**
 * Said instead of the alert flow while a text search is on
 * (docs/decisions/0009-listing-text-search.md).
 */
export const TEXT_SEARCH_NO_ALERTS =
  'Alerts watch servers, gender, characters, weapons and price, not text. Clear the search to get an alert for the other filters.';

/**
 * The search found nothing: say what was asked for, offer alerts and a way back. A seller
 * looking at their own stock gets no alerts: they are for buyers waiting for an account. A text
 * search gets none either: an alert could not keep its promise, since it matches new accounts
 * by their filters alone, and a code names one account that already exists.
 */
export function NoResults({
  game,
  filters,
  offerAlerts,
  onClear,
}: {
  game: Game;
  filters: SearchFilters;
  offerAlerts: boolean;
  onClear: () => void;
}) {
  const criteria = describeCriteria(filters, game);
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <div aria-hidden="true" className="rounded-full bg-accent-soft p-3 text-accent-text">
        <SearchX className="size-6" />
      </div>
      <h2 className="text-lg font-semibold text-fg">No accounts found for your search</h2>
      <div className="w-full max-w-xl rounded-control bg-surface-muted px-4 py-3 text-left text-sm">
        <p className="mb-1 font-medium text-fg">Your search</p>
        {criteria.length === 0 ? (
          <p className="text-fg-muted">{ANY_CRITERIA}</p>
        ) : (
          <ul aria-label="Search criteria" className="space-y-0.5 text-fg-muted">
            {criteria.map(({ label, value }) => (
              <li key={label} className="break-words">
                <span className="font-medium text-fg">{label}:</span> {value}
              </li>
            ))}
          </ul>
        )}
      </div>
      {offerAlerts &&
        (filters.text ? (
          <p className="max-w-xl text-sm text-fg-muted">{TEXT_SEARCH_NO_ALERTS}</p>
        ) : (
          <AlertSubscriptionSlot game={game} filters={filters} />
        ))}
      {criteria.length > 0 && (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Card>
  );
}
